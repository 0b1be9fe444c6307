'use client';

import { ChangePasswordBody } from '@coffee/contracts/auth';
import type { Locale } from '@coffee/contracts/common';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { showToast } from '@/components/ui/toaster';
import { callBff } from '@/lib/bff-client';
import { localizedResolver } from '@/lib/forms/localized-resolver';
import type { ValidationMessages } from '@/lib/forms/validation-messages';
import { controlClass, FormAlert, FormField, submitClass } from './form-field';
import { getPasswordErrorField } from './server-errors';

export type ChangePasswordLabels = {
  currentPassword: string;
  newPassword: string;
  newPasswordHint: string;
  confirmPassword: string;
  changePassword: string;
  networkError: string;
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
    const result = await callBff<{ message: string }>('auth/change-password', {
      locale,
      method: 'POST',
      body: values,
    });
    if (!result.ok) {
      const { code, message, messages = [] } = result.error;
      if (result.status === 0) return setError('root', { message: labels.networkError });
      const field = getPasswordErrorField(code);
      if (field) return setError(field, { message }, { shouldFocus: true });
      return setError('root', { message: [message, ...messages].join(' ') });
    }
    reset(EMPTY);
    await showToast('success', result.data.message);
  }

  // POST: a press before the page is interactive must never put what was typed into the URL.
  return (
    <form method="post" onSubmit={handleSubmit(change)} noValidate className="flex flex-col gap-5">
      <FormAlert message={errors.root?.message} />
      <FormField label={labels.currentPassword} error={errors.current_password?.message}>
        {(control) => (
          <input
            {...control}
            {...register('current_password')}
            type="password"
            autoComplete="current-password"
            maxLength={128}
            className={controlClass}
          />
        )}
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label={labels.newPassword} hint={labels.newPasswordHint} error={errors.password?.message}>
          {(control) => (
            <input
              {...control}
              {...register('password')}
              type="password"
              autoComplete="new-password"
              maxLength={128}
              className={controlClass}
            />
          )}
        </FormField>
        <FormField label={labels.confirmPassword} error={errors.password_confirmation?.message}>
          {(control) => (
            <input
              {...control}
              {...register('password_confirmation')}
              type="password"
              autoComplete="new-password"
              maxLength={128}
              className={controlClass}
            />
          )}
        </FormField>
      </div>
      <div>
        <button type="submit" disabled={isSubmitting} aria-busy={isSubmitting} className={submitClass}>
          {labels.changePassword}
        </button>
      </div>
    </form>
  );
}
