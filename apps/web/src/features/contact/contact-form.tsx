'use client';

import type { Locale } from '@coffee/contracts/common';
import { ContactBody } from '@coffee/contracts/engagement';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { textAreaClass } from '@/components/ui/form/control-class';
import { FormAlert } from '@/components/ui/form/form-alert';
import { FormField } from '@/components/ui/form/form-field';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { showToast } from '@/components/ui/toaster';
import { callBff } from '@/lib/bff/call-bff';
import { sendContactMessage } from '@/lib/bff/calls/engagement';
import { type PlacedError, placeApiError, showPlacedErrors } from '@/lib/forms/api-error-placement';
import { localizedResolver } from '@/lib/forms/localized-resolver';
import type { ValidationMessages } from '@/lib/forms/validation-messages';
import { HoneypotField } from './honeypot-field';

export type ContactLabels = {
  fullName: string;
  email: string;
  subject: string;
  notes: string;
  honeypot: string;
  send: string;
  sending: string;
  success: string;
  failure: string;
};

type ContactInput = z.input<typeof ContactBody>;

/**
 * The contact form (spec §3, §8): full name, email, subject, notes. Checked here with the API's own schema,
 * then sent through /bff/contact; the spec's two sentences say how it went, as a toast and under the form.
 */
export function ContactForm({
  locale,
  labels,
  validationMessages,
}: {
  locale: Locale;
  labels: ContactLabels;
  validationMessages: ValidationMessages;
}) {
  const [sent, setSent] = useState(false);
  const form = useForm<ContactInput, unknown, z.output<typeof ContactBody>>({
    resolver: localizedResolver(ContactBody, validationMessages),
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setSent(false);
    const result = await callBff(sendContactMessage, { locale, body: values });
    if (result.ok) {
      form.reset();
      setSent(true);
      await showToast('success', labels.success);
      return;
    }
    // A refused field is said beside it; anything else (rate limit, server down) with the spec's failure.
    const placed: PlacedError<keyof ContactInput>[] =
      result.status === 400
        ? placeApiError<keyof ContactInput>(result.error, {}, labels.failure)
        : [{ field: 'root', message: labels.failure }];
    showPlacedErrors(form.setError, placed);
    await showToast('error', labels.failure);
  });

  return (
    <form onSubmit={submit} method="post" noValidate className="relative flex flex-col gap-5">
      <FormAlert message={errors.root?.server?.message} />
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          label={labels.fullName}
          registration={form.register('full_name')}
          autoComplete="name"
          maxLength={60}
          error={errors.full_name?.message}
        />
        <FormField
          label={labels.email}
          registration={form.register('email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          maxLength={254}
          ltr
          error={errors.email?.message}
        />
      </div>
      <FormField
        label={labels.subject}
        registration={form.register('subject')}
        maxLength={120}
        error={errors.subject?.message}
      />
      <FormField label={labels.notes} error={errors.notes?.message}>
        {(control) => (
          <textarea
            {...control}
            {...form.register('notes')}
            rows={6}
            maxLength={2000}
            className={textAreaClass}
          />
        )}
      </FormField>
      <HoneypotField label={labels.honeypot} registration={form.register('website')} />
      <SubmitButton label={labels.send} pendingLabel={labels.sending} pending={isSubmitting} />
      <p role="status" className="text-center font-semibold text-leaf-700 text-sm">
        {sent ? labels.success : ''}
      </p>
    </form>
  );
}
