'use client';

import type { Locale } from '@coffee/contracts/common';
import { useState } from 'react';
import { secondaryButtonClass } from '@/components/ui/form/button-classes';
import { FormAlert } from '@/components/ui/form/form-alert';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { showToast } from '@/components/ui/toaster';
import { useRouter } from '@/i18n/navigation';
import { callBffOnUse as callBff } from '@/lib/bff/call-bff-on-use';
import { cancelOrder } from '@/lib/bff/calls/orders';
import { fillTemplate } from '@/lib/i18n/fill-template';

export type CancelOrderLabels = {
  cancel: string;
  cancelTitle: string;
  /** `{number}` kept. */
  cancelText: string;
  cancelConfirm: string;
  keep: string;
  canceled: string;
  networkError: string;
};

/** An order paid online asks where its money goes back: the way it was paid, or the store wallet. */
export type RefundChoiceLabels = { legend: string; original: string; wallet: string };
type RefundTo = 'original' | 'wallet';

const dangerButtonClass =
  'inline-flex h-12 items-center justify-center rounded-full bg-cherry-700 px-6 font-semibold text-white transition-colors hover:bg-cherry-700/90 disabled:cursor-wait aria-busy:cursor-progress';

export type CancelOrderProps = {
  orderNumber: string;
  locale: Locale;
  labels: CancelOrderLabels;
  refund?: RefundChoiceLabels;
};

/**
 * The confirmation "Cancel order" opens (cancel-order.tsx), whose first focus is the harmless "Keep the
 * order". The page is drawn again from the server once it is canceled.
 */
export function CancelOrderDialog({
  orderNumber,
  locale,
  labels,
  refund,
  open,
  setOpen,
}: CancelOrderProps & { open: boolean; setOpen: (open: boolean) => void }) {
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [refundTo, setRefundTo] = useState<RefundTo>('original');

  async function cancel() {
    setPending(true);
    const result = await callBff(cancelOrder, {
      locale,
      params: { number: orderNumber },
      body: refund ? { refund_to: refundTo } : {},
    });
    setPending(false);
    if (!result.ok) {
      setError(result.status === 0 ? labels.networkError : result.error.message || labels.networkError);
      return;
    }
    setOpen(false);
    router.refresh();
    await showToast('success', labels.canceled);
  }

  return (
    <ModalDialog open={open} title={labels.cancelTitle} onClose={() => setOpen(false)} size="confirm">
      <div className="flex flex-col gap-5">
        <FormAlert message={error} />
        <p className="text-mocha-700">{fillTemplate(labels.cancelText, { number: orderNumber })}</p>
        {refund ? (
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 font-semibold text-espresso-900">{refund.legend}</legend>
            {(['original', 'wallet'] as const).map((choice) => (
              <label key={choice} className="flex items-center gap-3 text-mocha-700">
                <input
                  type="radio"
                  name="refund-to"
                  value={choice}
                  checked={refundTo === choice}
                  onChange={() => setRefundTo(choice)}
                  className="size-4 accent-caramel-700"
                />
                {refund[choice]}
              </label>
            ))}
          </fieldset>
        ) : null}
        <div className="flex flex-wrap justify-end gap-3">
          <button type="button" onClick={() => setOpen(false)} className={secondaryButtonClass}>
            {labels.keep}
          </button>
          <button
            type="button"
            onClick={() => void cancel()}
            disabled={pending}
            aria-busy={pending}
            className={dangerButtonClass}
          >
            {labels.cancelConfirm}
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}
