'use client';

import { ResetPasswordBody } from '@coffee/contracts/auth';
import type { Locale } from '@coffee/contracts/common';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormAlert } from '@/components/ui/form/form-alert';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { showToast } from '@/components/ui/toaster';
import { useRouter } from '@/i18n/navigation';
import { callBff } from '@/lib/bff/call-bff';
import { resetPassword } from '@/lib/bff/calls/auth';
import { CODE_ERROR_FIELDS, placeApiError, showPlacedErrors } from '@/lib/forms/api-error-placement';
import { localizedResolver } from '@/lib/forms/localized-resolver';
import type { ValidationMessages } from '@/lib/forms/validation-messages';
import { type RouteBack, withRouteBack } from '@/lib/route-back';
import { sitePaths } from '@/lib/routes';
import { CodeField } from './code-field';
import type { AuthFieldLabels } from './field-labels';
import { NewPasswordFields } from './new-password-fields';

type ResetInput = z.input<typeof ResetPasswordBody>;

type ResetPasswordFormProps = {
  locale: Locale;
  back: RouteBack;
  /** The email or mobile the code was sent for (step 1). */
  login: string;
  fields: AuthFieldLabels;
  labels: { submit: string; pending: string };
  validationMessages: ValidationMessages;
};

/**
 * Step 2 of a password reset: the emailed code and the new password twice, checked with the API's
 * ResetPasswordBody. A wrong, expired or locked code is said beside the code. On success the API's
 * sentence shows as a toast and the shopper goes to log in, still headed where they were going.
 */
export function ResetPasswordForm({
  locale,
  back,
  login,
  fields,
  labels,
  validationMessages,
}: ResetPasswordFormProps) {
  const router = useRouter();
  const [leaving, setLeaving] = useState(false);
  const form = useForm<ResetInput, unknown, z.output<typeof ResetPasswordBody>>({
    resolver: localizedResolver(ResetPasswordBody, validationMessages),
    defaultValues: { login },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    const body = {
      login,
      code: values.code,
      password: values.password,
      password_confirmation: values.password_confirmation,
    };
    const result = await callBff(resetPassword, { locale, body });
    if (result.ok) {
      setLeaving(true);
      void showToast('success', result.data.message);
      router.push(withRouteBack(sitePaths.login, back));
      return;
    }
    showPlacedErrors(form.setError, placeApiError(result.error, CODE_ERROR_FIELDS, fields.networkError));
  });

  return (
    <form onSubmit={submit} method="post" noValidate className="flex flex-col gap-5">
      <FormAlert message={errors.root?.server?.message} />
      <FormAlert message={errors.login?.message} />
      <CodeField
        label={fields.code}
        hint={fields.codeHint}
        registration={form.register('code')}
        error={errors.code?.message}
        autoFocus
      />
      <NewPasswordFields
        fields={fields}
        password={{
          label: fields.newPassword,
          registration: form.register('password'),
          error: errors.password?.message,
        }}
        confirmation={{
          label: fields.newPasswordConfirmation,
          registration: form.register('password_confirmation'),
          error: errors.password_confirmation?.message,
        }}
      />
      <SubmitButton label={labels.submit} pendingLabel={labels.pending} pending={isSubmitting || leaving} />
    </form>
  );
}
