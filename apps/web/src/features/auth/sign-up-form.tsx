'use client';

import { RegisterBody } from '@coffee/contracts/auth';
import type { Locale } from '@coffee/contracts/common';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormAlert } from '@/components/ui/form/form-alert';
import { FormField } from '@/components/ui/form/form-field';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { showToast } from '@/components/ui/toaster';
import { useRouter } from '@/i18n/navigation';
import { callBff } from '@/lib/bff/call-bff';
import { register } from '@/lib/bff/calls/auth';
import { CONTACT_ERROR_FIELDS, placeApiError, showPlacedErrors } from '@/lib/forms/api-error-placement';
import { localizedResolver } from '@/lib/forms/localized-resolver';
import type { ValidationMessages } from '@/lib/forms/validation-messages';
import { type RouteBack, withRouteBack } from '@/lib/route-back';
import { sitePaths } from '@/lib/routes';
import type { AuthFieldLabels } from './field-labels';
import { NewPasswordFields } from './new-password-fields';

type SignUpInput = z.input<typeof RegisterBody>;

export type SignUpLabels = { submit: string; pending: string };

type SignUpFormProps = {
  locale: Locale;
  back: RouteBack;
  fields: AuthFieldLabels;
  labels: SignUpLabels;
  validationMessages: ValidationMessages;
};

/**
 * The sign-up form: checked with the API's own RegisterBody schema (mobile in any Egyptian form and digits
 * script), then registered through /bff. A taken email or mobile is said beside its field. On 201 the
 * shopper goes on to enter the emailed code, keeping where they were going.
 */
export function SignUpForm({ locale, back, fields, labels, validationMessages }: SignUpFormProps) {
  const router = useRouter();
  const [leaving, setLeaving] = useState(false);
  const form = useForm<SignUpInput, unknown, z.output<typeof RegisterBody>>({
    resolver: localizedResolver(RegisterBody, validationMessages),
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    const result = await callBff(register, { locale, body: values });
    if (result.ok) {
      setLeaving(true);
      void showToast('success', result.data.message);
      router.push(withRouteBack(sitePaths.verifyOtp, back, { email: result.data.email }));
      return;
    }
    showPlacedErrors(form.setError, placeApiError(result.error, CONTACT_ERROR_FIELDS, fields.networkError));
  });

  return (
    <form onSubmit={submit} method="post" noValidate className="flex flex-col gap-5">
      <FormAlert message={errors.root?.server?.message} />
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          label={fields.firstName}
          registration={form.register('first_name')}
          error={errors.first_name?.message}
          autoComplete="given-name"
          maxLength={60}
        />
        <FormField
          label={fields.lastName}
          registration={form.register('last_name')}
          error={errors.last_name?.message}
          autoComplete="family-name"
          maxLength={60}
        />
      </div>
      <FormField
        label={fields.email}
        registration={form.register('email')}
        error={errors.email?.message}
        type="email"
        inputMode="email"
        autoComplete="email"
        spellCheck={false}
        maxLength={254}
        ltr
      />
      <FormField
        label={fields.mobile}
        hint={fields.mobileHint}
        registration={form.register('mobile')}
        error={errors.mobile?.message}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        maxLength={32}
        ltr
      />
      <NewPasswordFields
        fields={fields}
        password={{
          label: fields.password,
          registration: form.register('password'),
          error: errors.password?.message,
        }}
        confirmation={{
          label: fields.passwordConfirmation,
          registration: form.register('password_confirmation'),
          error: errors.password_confirmation?.message,
        }}
      />
      <SubmitButton label={labels.submit} pendingLabel={labels.pending} pending={isSubmitting || leaving} />
    </form>
  );
}
