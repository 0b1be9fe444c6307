'use client';

import type { Locale } from '@coffee/contracts/common';
import { type FormEvent, useState } from 'react';
import { FormAlert } from '@/components/ui/form/form-alert';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { callBff } from '@/lib/bff/call-bff';
import { confirmNewsletter } from '@/lib/bff/calls/engagement';

type ConfirmNewsletterProps = {
  locale: Locale;
  /** The token of the emailed link. */
  token: string;
  labels: { submit: string; pending: string; failure: string };
};

/**
 * The newsletter's double opt-in: a button, so that a mail scanner opening the link confirms nothing. The
 * API's sentence ("You are now subscribed to our newsletter") replaces the form; a used or stale link says
 * why above it.
 */
export function ConfirmNewsletter({ locale, token, labels }: ConfirmNewsletterProps) {
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState<string>();
  const [problem, setProblem] = useState<string>();

  async function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    const result = await callBff(confirmNewsletter, { locale, body: { token } });
    setPending(false);
    if (result.ok) setDone(result.data.message);
    else setProblem(result.error.message || labels.failure);
  }

  if (done) {
    return (
      <p
        role="status"
        className="rounded-xl bg-leaf-700/8 p-4 font-medium text-leaf-700 ring-1 ring-leaf-700/25"
      >
        {done}
      </p>
    );
  }
  return (
    <form onSubmit={confirm} method="post" className="flex flex-col gap-5">
      <FormAlert message={problem} />
      <SubmitButton label={labels.submit} pendingLabel={labels.pending} pending={pending} />
    </form>
  );
}
