'use client';

import type { Locale } from '@coffee/contracts/common';
import type { Order } from '@coffee/contracts/orders';
import { useState } from 'react';
import { secondaryButtonClass } from '@/components/ui/form/button-classes';
import { FormAlert } from '@/components/ui/form/form-alert';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { showToast } from '@/components/ui/toaster';
import { useRouter } from '@/i18n/navigation';
import { callBff } from '@/lib/bff-client';
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

const dangerButtonClass =
  'inline-flex h-12 items-center justify-center rounded-full bg-cherry-700 px-6 font-semibold text-white transition-colors hover:bg-cherry-700/90 disabled:cursor-wait aria-busy:cursor-progress';

/**
 * "Cancel order" while the shopper may (the API's `can_cancel`), after a confirmation whose first focus is
 * the harmless "Keep the order". The page is drawn again from the server once it is canceled.
 */
export function CancelOrder({
  orderNumber,
  locale,
  labels,
}: {
  orderNumber: string;
  locale: Locale;
  labels: CancelOrderLabels;
}) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | undefined>();

  async function cancel() {
    setPending(true);
    const result = await callBff<Order>(`orders/${orderNumber}/cancel`, { locale, method: 'POST', body: {} });
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
    <>
      <button
        type="button"
        onClick={() => {
          setError(undefined);
          setOpen(true);
        }}
        className={secondaryButtonClass}
      >
        {labels.cancel}
      </button>
      <ModalDialog open={open} title={labels.cancelTitle} onClose={() => setOpen(false)} size="confirm">
        <div className="flex flex-col gap-5">
          <FormAlert message={error} />
          <p className="text-mocha-700">{fillTemplate(labels.cancelText, { number: orderNumber })}</p>
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
    </>
  );
}
