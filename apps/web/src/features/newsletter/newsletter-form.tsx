'use client';

import type { Locale } from '@coffee/contracts/common';
import { type FormEvent, useId, useState } from 'react';
import { showToast } from '@/components/ui/toaster';
import { callBff } from '@/lib/bff/call-bff';
import { subscribeNewsletter } from '@/lib/bff/calls/newsletter';
import { getNewsletterFailureMessage, normalizeNewsletterEmail } from './newsletter-outcome';

export type NewsletterLabels = {
  email: string;
  placeholder: string;
  submit: string;
  success: string;
  failure: string;
};

type NewsletterFormProps = { locale: Locale; labels: NewsletterLabels };

/**
 * The footer's signup: posts the lowercased address (subscribeNewsletter) and answers with a toast, the
 * spec's success text or the API's first message (else the generic failure text). The field is cleared
 * either way, as the spec says.
 */
export function NewsletterForm({ locale, labels }: NewsletterFormProps) {
  const [pending, setPending] = useState(false);
  const inputId = useId();

  async function subscribe(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const email = normalizeNewsletterEmail(String(new FormData(form).get('email') ?? ''));
    setPending(true);
    const result = await callBff(subscribeNewsletter, { locale, body: { email } });
    if (!result.ok && result.status === 0) console.error('Newsletter signup failed', result.error.code);
    const message: { kind: 'success' | 'error'; text: string } = result.ok
      ? { kind: 'success', text: labels.success }
      : { kind: 'error', text: getNewsletterFailureMessage(result.body, labels.failure) };
    form.reset();
    setPending(false);
    await showToast(message.kind, message.text);
  }

  return (
    <form onSubmit={subscribe} className="flex flex-col gap-2 sm:flex-row">
      <label htmlFor={inputId} className="sr-only">
        {labels.email}
      </label>
      <input
        id={inputId}
        type="email"
        name="email"
        required
        maxLength={254}
        autoComplete="email"
        inputMode="email"
        dir="ltr"
        placeholder={labels.placeholder}
        className="h-11 w-full min-w-0 rounded-full bg-espresso-900 px-5 text-cream-50 text-sm ring-1 ring-mocha-700 placeholder:text-mocha-400 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-caramel-300 sm:flex-1 rtl:text-end rtl:placeholder:text-end"
      />
      <button
        type="submit"
        disabled={pending}
        aria-busy={pending}
        className="h-11 shrink-0 rounded-full bg-caramel-500 px-6 font-semibold text-espresso-950 text-sm transition-colors hover:bg-caramel-300 disabled:cursor-progress disabled:opacity-70"
      >
        {labels.submit}
      </button>
    </form>
  );
}
