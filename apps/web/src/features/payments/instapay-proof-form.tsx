'use client';

import type { Locale } from '@coffee/contracts/common';
import { type FormEvent, useState } from 'react';
import { primaryButtonClass } from '@/components/ui/form/button-classes';
import { useRouter } from '@/i18n/navigation';
import { bffUrlOf, callBff } from '@/lib/bff/call-bff';
import { sendInstapayProof, viewInstapayScreenshot } from '@/lib/bff/calls/instapay-proof';

type Labels = {
  title: string;
  screenshot: string;
  reference: string;
  send: string;
  sending: string;
  sent: string;
  sendAgain: string;
  viewScreenshot: string;
  wrongFile: string;
  nothing: string;
};

/**
 * The proof of an InstaPay transfer: a screenshot (checked here for its type and size to spare a useless
 * upload; the API judges its bytes again) and/or the bank's reference. The page is drawn again once it is in.
 */
export function InstapayProofForm({
  locale,
  orderNumber,
  sentAt,
  hasScreenshot,
  maxBytes,
  labels,
}: {
  locale: Locale;
  orderNumber: string;
  /** The largest screenshot the API takes (contracts' INSTAPAY_SCREENSHOT_MAX_BYTES), passed in so the
   * checkout contracts and their schemas stay out of this page's first load. */
  maxBytes: number;
  /** When a proof was sent already, the page's sentence saying when ("Proof sent: {time}", formatted on the
   * server with the page's date formatter and digits), else null. */
  sentAt: string | null;
  /** The proof sent has a screenshot: its owner may open it again. */
  hasScreenshot: boolean;
  labels: Labels;
}) {
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [open, setOpen] = useState(sentAt === null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const file = data.get('screenshot');
    const reference = String(data.get('transfer_reference') ?? '').trim();
    const body = new FormData();
    if (file instanceof File && file.size > 0) {
      if (!['image/png', 'image/jpeg'].includes(file.type) || file.size > maxBytes) {
        setError(labels.wrongFile);
        return;
      }
      body.append('screenshot', file);
    }
    if (reference) body.append('transfer_reference', reference);
    if (!body.has('screenshot') && !reference) {
      setError(labels.nothing);
      return;
    }
    setPending(true);
    setError(null);
    const result = await callBff(sendInstapayProof, { locale, params: { number: orderNumber }, body });
    setPending(false);
    if (!result.ok) {
      setError(result.error.message || labels.nothing);
      return;
    }
    setOpen(false);
    router.refresh();
  }

  if (!open && sentAt !== null) {
    return (
      <div className="mt-4 rounded-card bg-latte-100/60 p-4" data-testid="instapay-proof-sent">
        <p className="font-semibold text-espresso-900">{labels.sent}</p>
        <p className="text-mocha-600 text-sm">{sentAt}</p>
        {hasScreenshot ? (
          // Through the store's origin with the shopper's session: only the order's owner gets it back.
          <a
            href={bffUrlOf(viewInstapayScreenshot, { locale, params: { number: orderNumber } })}
            target="_blank"
            rel="noopener"
            className="mt-1 block text-caramel-700 text-sm underline"
          >
            {labels.viewScreenshot}
          </a>
        ) : null}
        <button
          type="button"
          className="mt-2 text-caramel-700 text-sm underline"
          onClick={() => setOpen(true)}
        >
          {labels.sendAgain}
        </button>
      </div>
    );
  }
  return (
    <form onSubmit={submit} className="mt-4 flex flex-col gap-3" noValidate>
      <h3 className="font-semibold text-espresso-900">{labels.title}</h3>
      <label className="flex flex-col gap-1 text-sm">
        <span className="text-mocha-700">{labels.screenshot}</span>
        <input type="file" name="screenshot" accept="image/png,image/jpeg" />
      </label>
      <label className="flex flex-col gap-1 text-sm">
        <span className="text-mocha-700">{labels.reference}</span>
        <input
          type="text"
          name="transfer_reference"
          dir="ltr"
          maxLength={40}
          autoComplete="off"
          className="rounded-md border border-latte-300 px-3 py-2"
        />
      </label>
      {error ? (
        <p role="alert" className="text-red-700 text-sm">
          {error}
        </p>
      ) : null}
      <button type="submit" className={primaryButtonClass} disabled={pending}>
        {pending ? labels.sending : labels.send}
      </button>
    </form>
  );
}
