'use client';

import type { Locale } from '@coffee/contracts/common';
import type { AdminReturn } from '@coffee/contracts/returns';
import { useState } from 'react';
import { primaryButtonClass, secondaryButtonClass } from '@/components/ui/form/button-classes';
import { FormAlert } from '@/components/ui/form/form-alert';
import { showToast } from '@/components/ui/toaster';
import { UserText } from '@/components/ui/user-text';
import { useRouter } from '@/i18n/navigation';
import { type BffResult, callBff } from '@/lib/bff/call-bff';
import {
  approveReturn,
  completeReturn,
  refuseReturn,
  retryReturnRefund,
} from '@/lib/bff/calls/admin-returns';
import { formatNumber } from '@/lib/format/number';

export type ReturnActionLabels = {
  approve: string;
  refuse: string;
  refuseReason: string;
  resellable: string;
  complete: string;
  retry: string;
  done: string;
  networkError: string;
};

/**
 * What staff may do with a return where it stands: approve (books the pickup) or refuse with a reason; once
 * the parcel is back, tick what is resellable and refund; retry a refund a gateway refused.
 */
export function ReturnActions({
  item,
  courier,
  locale,
  labels,
}: {
  item: AdminReturn;
  /** Whether a courier brings returns back (otherwise staff refund once the shopper brought it). */
  courier: boolean;
  locale: Locale;
  labels: ReturnActionLabels;
}) {
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [reason, setReason] = useState('');
  const [resellable, setResellable] = useState<Record<number, boolean>>(
    Object.fromEntries(item.lines.map((line) => [line.line_id, true])),
  );

  async function run(call: () => Promise<BffResult<unknown>>) {
    setPending(true);
    setError(undefined);
    const result = await call();
    setPending(false);
    if (!result.ok) {
      setError(result.status === 0 ? labels.networkError : result.error.message || labels.networkError);
      return;
    }
    router.refresh();
    await showToast('success', labels.done);
  }
  const params = { id: item.id };
  const canComplete = item.status === 'received' || (!courier && item.status === 'approved');
  const refusedRefunds = item.refunds.filter((refund) => refund.state === 'refused');

  return (
    <div className="flex flex-col gap-3">
      <FormAlert message={error} />
      {item.status === 'requested' || (item.status === 'approved' && item.pickup?.state === 'canceled') ? (
        <button
          type="button"
          disabled={pending}
          aria-busy={pending}
          className={primaryButtonClass}
          onClick={() => void run(() => callBff(approveReturn, { locale, params }))}
        >
          {labels.approve}
        </button>
      ) : null}
      {item.status === 'requested' ? (
        <form
          className="flex flex-wrap items-end gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            void run(() => callBff(refuseReturn, { locale, params, body: { reason } }));
          }}
        >
          <label className="flex flex-col gap-1 text-espresso-900 text-sm">
            {labels.refuseReason}
            <input
              required
              minLength={3}
              maxLength={1000}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              className="h-10 rounded-lg border border-crema-300 px-2"
            />
          </label>
          <button type="submit" disabled={pending} className={secondaryButtonClass}>
            {labels.refuse}
          </button>
        </form>
      ) : null}
      {canComplete ? (
        <form
          className="flex flex-col gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            const lines = item.lines.map((line) => ({
              line_id: line.line_id,
              resellable: resellable[line.line_id] ?? false,
            }));
            void run(() => callBff(completeReturn, { locale, params, body: { lines } }));
          }}
        >
          {item.lines.map((line) => (
            <label key={line.line_id} className="flex items-center gap-2 text-mocha-700 text-sm">
              <input
                type="checkbox"
                checked={resellable[line.line_id] ?? false}
                onChange={(event) => setResellable({ ...resellable, [line.line_id]: event.target.checked })}
                className="size-4 accent-caramel-700"
              />
              {`${labels.resellable}: `}
              <UserText>{line.name}</UserText>
              {` × ${formatNumber(line.quantity, locale)}`}
            </label>
          ))}
          <button type="submit" disabled={pending} aria-busy={pending} className={primaryButtonClass}>
            {labels.complete}
          </button>
        </form>
      ) : null}
      {refusedRefunds.map((refund) => (
        <button
          key={refund.id}
          type="button"
          disabled={pending}
          className={secondaryButtonClass}
          onClick={() =>
            void run(() => callBff(retryReturnRefund, { locale, params: { id: item.id, refund: refund.id } }))
          }
        >
          {labels.retry}
        </button>
      ))}
    </div>
  );
}
