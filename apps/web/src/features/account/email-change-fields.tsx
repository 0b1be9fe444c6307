'use client';

import type { UpdateProfileBody } from '@coffee/contracts/account';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { z } from 'zod';
import { FormField } from '@/components/ui/form/form-field';
import { PasswordField } from '@/components/ui/form/password-field';

export type EmailChangeLabels = {
  emailPassword: string;
  emailPasswordHint: string;
  emailCode: string;
  showPassword: string;
  hidePassword: string;
};

type ProfileValues = z.input<typeof UpdateProfileBody>;

type EmailChangeFieldsProps = {
  register: UseFormRegister<ProfileValues>;
  errors: FieldErrors<ProfileValues>;
  labels: EmailChangeLabels;
  /** The API's sentence once a code went to the new address (it names the address); the code field follows. */
  codeSentMessage: string | undefined;
};

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

/**
 * What a new email needs besides the address: the current password (a stolen session alone must not move
 * the account's recovery address), then the 6-digit code sent to the new address. Unregistered when the
 * email goes back to the saved one, so nothing stale is sent.
 */
export function EmailChangeFields({ register, errors, labels, codeSentMessage }: EmailChangeFieldsProps) {
  return (
    <div className="flex flex-col gap-5 sm:col-span-2">
      <PasswordField
        label={labels.emailPassword}
        hint={labels.emailPasswordHint}
        showLabel={labels.showPassword}
        hideLabel={labels.hidePassword}
        registration={register('current_password', { shouldUnregister: true, setValueAs: emptyToUndefined })}
        error={errors.current_password?.message}
        autoComplete="current-password"
        maxLength={128}
      />
      {codeSentMessage && (
        <FormField
          label={labels.emailCode}
          hint={codeSentMessage}
          registration={register('email_code', { shouldUnregister: true, setValueAs: emptyToUndefined })}
          error={errors.email_code?.message}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={16}
          ltr
        />
      )}
    </div>
  );
}
