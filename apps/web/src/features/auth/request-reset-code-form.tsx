'use client';

import { IdentifierBody } from '@coffee/contracts/auth';
import type { Locale } from '@coffee/contracts/common';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormAlert } from '@/components/ui/form/form-alert';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { callBff } from '@/lib/bff/call-bff';
import { forgotPassword } from '@/lib/bff/calls/auth';
import { placeApiError, showPlacedErrors } from '@/lib/forms/api-error-placement';
import { localizedResolver } from '@/lib/forms/localized-resolver';
import type { ValidationMessages } from '@/lib/forms/validation-messages';
import type { AuthFieldLabels } from './field-labels';
import { LoginField } from './login-field';

type RequestInput = z.input<typeof IdentifierBody>;

type RequestResetCodeFormProps = {
  locale: Locale;
  /** What the shopper typed last time, when they come back to change it. */
  initialLogin: string;
  fields: AuthFieldLabels;
  labels: { submit: string; pending: string };
  validationMessages: ValidationMessages;
  /** The code was asked for: the normalized email or mobile, the API's sentence, what was typed. */
  onSent: (login: string, message: string, typed: string) => void;
};

/** Step 1 of a password reset: the email or mobile to send a code to. The API answers alike for anyone. */
export function RequestResetCodeForm({
  locale,
  initialLogin,
  fields,
  labels,
  validationMessages,
  onSent,
}: RequestResetCodeFormProps) {
  const form = useForm<RequestInput, unknown, z.output<typeof IdentifierBody>>({
    resolver: localizedResolver(IdentifierBody, validationMessages),
    defaultValues: initialLogin ? { login: initialLogin } : undefined,
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    const login = values.login?.value ?? '';
    const result = await callBff(forgotPassword, { locale, body: { login } });
    if (result.ok) {
      onSent(login, result.data.message, form.getValues('login') ?? '');
      return;
    }
    showPlacedErrors(form.setError, placeApiError(result.error, {}, fields.networkError));
  });

  return (
    <form onSubmit={submit} method="post" noValidate className="flex flex-col gap-5">
      <FormAlert message={errors.root?.server?.message} />
      <LoginField label={fields.login} registration={form.register('login')} error={errors.login?.message} />
      <SubmitButton label={labels.submit} pendingLabel={labels.pending} pending={isSubmitting} />
    </form>
  );
}
