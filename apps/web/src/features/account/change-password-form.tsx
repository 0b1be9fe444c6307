'use client';

import { ChangePasswordBody } from '@coffee/contracts/auth';
import type { Locale } from '@coffee/contracts/common';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormAlert } from '@/components/ui/form/form-alert';
import { PasswordField } from '@/components/ui/form/password-field';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { showToast } from '@/components/ui/toaster';
import { callBff } from '@/lib/bff/call-bff';
import { changePassword } from '@/lib/bff/calls/auth';
import {
  CURRENT_PASSWORD_ERROR_FIELDS,
  placeApiError,
  showPlacedErrors,
} from '@/lib/forms/api-error-placement';
import { localizedResolver } from '@/lib/forms/localized-resolver';
import type { ValidationMessages } from '@/lib/forms/validation-messages';

export type ChangePasswordLabels = {
  currentPassword: string;
  newPassword: string;
  newPasswordHint: string;
  confirmPassword: string;
  changePassword: string;
  networkError: string;
  showPassword: string;
  hidePassword: string;
};

type ChangePasswordFormProps = {
  locale: Locale;
  labels: ChangePasswordLabels;
  validationMessages: ValidationMessages;
};

type Values = z.input<typeof ChangePasswordBody>;

const EMPTY: Values = { current_password: '', password: '', password_confirmation: '' };

/**
 * Current, new and confirmed password. The API's own sentence is the success toast (it also says the other
 * sessions were logged out); a wrong current password is shown beside that field.
 */
export function ChangePasswordForm({ locale, labels, validationMessages }: ChangePasswordFormProps) {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, z.output<typeof ChangePasswordBody>>({
    resolver: localizedResolver(ChangePasswordBody, validationMessages),
    defaultValues: EMPTY,
  });

  async function change(values: z.output<typeof ChangePasswordBody>) {
    const result = await callBff(changePassword, { locale, body: values });
    if (!result.ok) {
      const placed = placeApiError(result.error, CURRENT_PASSWORD_ERROR_FIELDS, labels.networkError);
      return showPlacedErrors(setError, placed);
    }
    reset(EMPTY);
    await showToast('success', result.data.message);
  }

  // POST: a press before the page is interactive must never put what was typed into the URL.
  return (
    <form method="post" onSubmit={handleSubmit(change)} noValidate className="flex flex-col gap-5">
      <FormAlert message={errors.root?.server?.message} />
      <PasswordField
        label={labels.currentPassword}
        showLabel={labels.showPassword}
        hideLabel={labels.hidePassword}
        registration={register('current_password')}
        error={errors.current_password?.message}
        autoComplete="current-password"
        maxLength={128}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <PasswordField
          label={labels.newPassword}
          showLabel={labels.showPassword}
          hideLabel={labels.hidePassword}
          hint={labels.newPasswordHint}
          registration={register('password')}
          error={errors.password?.message}
          autoComplete="new-password"
          maxLength={128}
        />
        <PasswordField
          label={labels.confirmPassword}
          showLabel={labels.showPassword}
          hideLabel={labels.hidePassword}
          registration={register('password_confirmation')}
          error={errors.password_confirmation?.message}
          autoComplete="new-password"
          maxLength={128}
        />
      </div>
      <div>
        <SubmitButton label={labels.changePassword} pending={isSubmitting} />
      </div>
    </form>
  );
}
