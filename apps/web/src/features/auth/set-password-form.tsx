'use client';

import { AcceptInvitationBody } from '@coffee/contracts/auth';
import type { Locale } from '@coffee/contracts/common';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormAlert } from '@/components/ui/form/form-alert';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { showToast } from '@/components/ui/toaster';
import { useRouter } from '@/i18n/navigation';
import { callBff } from '@/lib/bff/call-bff';
import { acceptInvitation } from '@/lib/bff/calls/auth';
import { placeApiError, showPlacedErrors } from '@/lib/forms/api-error-placement';
import { localizedResolver } from '@/lib/forms/localized-resolver';
import type { ValidationMessages } from '@/lib/forms/validation-messages';
import { sitePaths } from '@/lib/routes';
import type { AuthFieldLabels } from './field-labels';
import { NewPasswordFields } from './new-password-fields';

type SetPasswordInput = z.input<typeof AcceptInvitationBody>;

type SetPasswordFormProps = {
  locale: Locale;
  /** The one-time token of the emailed invitation link. */
  token: string;
  fields: AuthFieldLabels;
  labels: { submit: string; pending: string };
  validationMessages: ValidationMessages;
};

/**
 * An invited seller's first password, twice, checked with the API's AcceptInvitationBody. A used or expired
 * link is said above the form; on success the API's sentence shows and the seller goes to log in.
 */
export function SetPasswordForm({ locale, token, fields, labels, validationMessages }: SetPasswordFormProps) {
  const router = useRouter();
  const [leaving, setLeaving] = useState(false);
  const form = useForm<SetPasswordInput, unknown, z.output<typeof AcceptInvitationBody>>({
    resolver: localizedResolver(AcceptInvitationBody, validationMessages),
    defaultValues: { token },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    const result = await callBff(acceptInvitation, { locale, body: values });
    if (result.ok) {
      setLeaving(true);
      void showToast('success', result.data.message);
      router.push(sitePaths.login);
      return;
    }
    showPlacedErrors(form.setError, placeApiError(result.error, {}, fields.networkError));
  });

  return (
    <form onSubmit={submit} method="post" noValidate className="flex flex-col gap-5">
      <FormAlert message={errors.root?.server?.message ?? errors.token?.message} />
      <input type="hidden" {...form.register('token')} />
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
