'use client';

import type { Locale } from '@coffee/contracts/common';
import { type FormEvent, useState } from 'react';
import { primaryButtonClass, secondaryButtonClass } from '@/components/ui/form/button-classes';
import { bffUrlOf, callBff } from '@/lib/bff/call-bff';
import { confirmInstapay, downloadInstapayScreenshot, refuseInstapay } from '@/lib/bff/calls/payments';
import { fillTemplate } from '@/lib/i18n/fill-template';
import { useRefreshingAction } from '../orders/use-refreshing-action';

type Labels = {
  confirm: string;
  refuse: string;
  reason: string;
  /** With `{number}`. */
  confirmed: string;
  refused: string;
  networkError: string;
};

/** Staff's two decisions on one InstaPay order: the transfer arrived (confirm), or it did not (refuse, why). */
export function InstapayActions({
  number,
  locale,
  labels,
}: {
  number: string;
  locale: Locale;
  labels: Labels;
}) {
  const { pending, run } = useRefreshingAction(labels.networkError);
  const [reason, setReason] = useState('');
  const said = (text: string) => () => ({ done: [fillTemplate(text, { number })], failed: [] });

  function refuse(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void run(
      () => callBff(refuseInstapay, { locale, params: { number }, body: { reason } }),
      said(labels.refused),
    );
  }

  return (
    <div className="flex flex-col gap-2">
      <button
        type="button"
        className={primaryButtonClass}
        disabled={pending}
        onClick={() =>
          void run(() => callBff(confirmInstapay, { locale, params: { number } }), said(labels.confirmed))
        }
      >
        {labels.confirm}
      </button>
      <form onSubmit={refuse} className="flex flex-col gap-1">
        <label className="flex flex-col gap-1 text-sm">
          <span className="text-mocha-700">{labels.reason}</span>
          <input
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            required
            minLength={3}
            maxLength={500}
            className="rounded-md border border-latte-300 px-2 py-1"
          />
        </label>
        <button type="submit" className={secondaryButtonClass} disabled={pending || reason.trim().length < 3}>
          {labels.refuse}
        </button>
      </form>
    </div>
  );
}

/** Opens the screenshot the shopper sent, in a new tab (through the store's origin; staff only). */
export function InstapayScreenshotLink({
  number,
  locale,
  label,
}: {
  number: string;
  locale: Locale;
  label: string;
}) {
  return (
    <a
      href={bffUrlOf(downloadInstapayScreenshot, { locale, params: { number } })}
      target="_blank"
      rel="noopener"
      className="block text-caramel-700 underline"
    >
      {label}
    </a>
  );
}
