'use client';

import { VerifyOtpBody } from '@coffee/contracts/auth';
import type { Locale } from '@coffee/contracts/common';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormAlert } from '@/components/ui/form/form-alert';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { showToast } from '@/components/ui/toaster';
import { callBff } from '@/lib/bff/call-bff';
import { resendOtp, verifyOtp } from '@/lib/bff/calls/auth';
import { CODE_ERROR_FIELDS, placeApiError, showPlacedErrors } from '@/lib/forms/api-error-placement';
import { localizedResolver } from '@/lib/forms/localized-resolver';
import type { ValidationMessages } from '@/lib/forms/validation-messages';
import type { RouteBack } from '@/lib/route-back';
import { CodeField } from './code-field';
import type { AuthFieldLabels } from './field-labels';
import { LoginField } from './login-field';
import { ResendCodeButton, type ResendCodeLabels } from './resend-code-button';
import { useFinishSignIn } from './use-finish-sign-in';

type VerifyInput = z.input<typeof VerifyOtpBody>;

export type VerifyOtpLabels = ResendCodeLabels & {
  submit: string;
  pending: string;
  /** Toast once the account is active. */
  success: string;
  didNotGetIt: string;
};

type VerifyOtpFormProps = {
  locale: Locale;
  back: RouteBack;
  /** The email (or mobile) from the URL, when the page knows whom the code went to. */
  knownLogin: string | null;
  fields: AuthFieldLabels;
  labels: VerifyOtpLabels;
  validationMessages: ValidationMessages;
};

/**
 * The 6-digit code from the sign-up email: one field that phones fill from the message
 * (`autocomplete="one-time-code"`), Arabic-Indic digits accepted. A wrong, expired or locked code is said
 * beside it in the API's words ("Invalid Code"). On success the account is active and signed in.
 * Without an address in the URL the shopper types it too.
 */
export function VerifyOtpForm({
  locale,
  back,
  knownLogin,
  fields,
  labels,
  validationMessages,
}: VerifyOtpFormProps) {
  const finishSignIn = useFinishSignIn(back);
  const [leaving, setLeaving] = useState(false);
  const form = useForm<VerifyInput, unknown, z.output<typeof VerifyOtpBody>>({
    resolver: localizedResolver(VerifyOtpBody, validationMessages),
    defaultValues: knownLogin ? { login: knownLogin } : undefined,
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    const body = { login: values.login?.value ?? '', code: values.code };
    const result = await callBff(verifyOtp, { locale, body });
    if (result.ok) {
      setLeaving(true);
      void showToast('success', labels.success);
      await finishSignIn(result.data);
      return;
    }
    showPlacedErrors(form.setError, placeApiError(result.error, CODE_ERROR_FIELDS, fields.networkError));
  });

  return (
    <form onSubmit={submit} method="post" noValidate className="flex flex-col gap-5">
      <FormAlert message={errors.root?.server?.message} />
      {knownLogin ? null : (
        <LoginField
          label={fields.login}
          registration={form.register('login')}
          error={errors.login?.message}
        />
      )}
      <CodeField
        label={fields.code}
        hint={fields.codeHint}
        registration={form.register('code')}
        error={errors.code?.message}
        enterKeyHint="done"
        autoFocus={Boolean(knownLogin)}
      />
      <SubmitButton label={labels.submit} pendingLabel={labels.pending} pending={isSubmitting || leaving} />
      <p className="flex flex-wrap items-center justify-center gap-x-2 gap-y-1 text-center text-mocha-600 text-sm">
        <span>{labels.didNotGetIt}</span>
        <ResendCodeButton
          locale={locale}
          call={resendOtp}
          login={(form.watch('login') ?? '').trim()}
          labels={labels}
        />
      </p>
    </form>
  );
}
