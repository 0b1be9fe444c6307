import type { UseFormRegisterReturn } from 'react-hook-form';
import { PasswordField } from '@/components/ui/form/password-field';
import type { AuthFieldLabels } from './field-labels';

type Entry = { label: string; registration: UseFormRegisterReturn; error: string | undefined };

type NewPasswordFieldsProps = {
  fields: Pick<AuthFieldLabels, 'passwordHint' | 'showPassword' | 'hidePassword'>;
  password: Entry;
  confirmation: Entry;
};

/** A new password, with the rule under it, and the same again (sign-up, reset); each with its toggle. */
export function NewPasswordFields({ fields, password, confirmation }: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordField
        {...password}
        hint={fields.passwordHint}
        autoComplete="new-password"
        maxLength={128}
        showLabel={fields.showPassword}
        hideLabel={fields.hidePassword}
      />
      <PasswordField
        {...confirmation}
        autoComplete="new-password"
        maxLength={128}
        showLabel={fields.showPassword}
        hideLabel={fields.hidePassword}
      />
    </>
  );
}
