import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '@/components/ui/form/form-field';

type LoginFieldProps = {
  label: string;
  registration: UseFormRegisterReturn;
  error: string | undefined;
};

/**
 * The email or mobile number an account is known by (login, verify, reset). Either may be typed, so the
 * keyboard is the email one, which has digits too; it reads left to right in Arabic.
 */
export function LoginField({ label, registration, error }: LoginFieldProps) {
  return (
    <FormField
      label={label}
      registration={registration}
      error={error}
      type="text"
      inputMode="email"
      autoComplete="username"
      spellCheck={false}
      maxLength={254}
      ltr
    />
  );
}
