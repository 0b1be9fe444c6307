'use client';

import type { Locale } from '@coffee/contracts/common';
import { useState } from 'react';
import { secondaryButtonClass } from '@/components/ui/form/button-classes';
import { showToast } from '@/components/ui/toaster';
import { useRouter } from '@/i18n/navigation';
import { type BffResult, callBff } from '@/lib/bff/call-bff';
import { clearCodRefusals, markCodRefusal } from '@/lib/bff/calls/admin-customers';
import { fillTemplate } from '@/lib/i18n/fill-template';
import { ConfirmDialog } from '../kit/confirm-dialog';

type Labels = {
  order: string;
  note: string;
  record: string;
  /** `{number}` left to fill; the customer's name already in. */
  recordConfirm: string;
  recorded: string;
  clear: string;
  clearConfirm: string;
  clearedDone: string;
  dialogYes: string;
  dialogBack: string;
  networkError: string;
};

const fieldClass = 'rounded-md border border-latte-300 bg-white px-2 py-1';

/** One staff action on refused cash deliveries: asked once more, sent with its note (audited), the page redrawn. */
function useRefusalCall(networkError: string) {
  const router = useRouter();
  const [pending, setPending] = useState(false);
  async function run(send: () => Promise<BffResult<unknown>>, done: string) {
    setPending(true);
    const result = await send();
    setPending(false);
    if (!result.ok) {
      await showToast('error', result.status === 0 ? networkError : result.error.message);
      return false;
    }
    router.refresh();
    await showToast('success', done);
    return true;
  }
  return { pending, run };
}

/** "Record a refused delivery": one of the customer's cash orders, sent and not delivered, and a note. */
export function RecordCodRefusal({
  orders,
  locale,
  labels,
}: {
  orders: { number: string; label: string }[];
  locale: Locale;
  labels: Labels;
}) {
  const { pending, run } = useRefusalCall(labels.networkError);
  const [number, setNumber] = useState(orders[0]?.number ?? '');
  const [note, setNote] = useState('');
  const [confirming, setConfirming] = useState(false);
  const chosen = orders.some((order) => order.number === number) ? number : (orders[0]?.number ?? '');

  async function record() {
    const ok = await run(
      () =>
        callBff(markCodRefusal, {
          locale,
          params: { number: chosen },
          body: note.trim() ? { note: note.trim() } : {},
        }),
      fillTemplate(labels.recorded, { number: chosen }),
    );
    if (ok) setNote('');
  }

  return (
    <form
      className="flex flex-col gap-2 text-sm"
      onSubmit={(event) => {
        event.preventDefault();
        if (chosen) setConfirming(true);
      }}
    >
      <label className="flex flex-col gap-1">
        <span className="text-mocha-700">{labels.order}</span>
        <select value={chosen} onChange={(event) => setNumber(event.target.value)} className={fieldClass}>
          {orders.map((order) => (
            <option key={order.number} value={order.number}>
              {order.label}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1">
        <span className="text-mocha-700">{labels.note}</span>
        <textarea
          value={note}
          onChange={(event) => setNote(event.target.value)}
          rows={2}
          maxLength={500}
          className={fieldClass}
        />
      </label>
      <button
        type="submit"
        className={secondaryButtonClass}
        disabled={pending || !chosen}
        aria-busy={pending}
      >
        {labels.record}
      </button>
      <ConfirmDialog
        open={confirming}
        message={fillTemplate(labels.recordConfirm, { number: chosen })}
        confirmLabel={labels.dialogYes}
        cancelLabel={labels.dialogBack}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          void record();
        }}
      />
    </form>
  );
}

/** "Clear refusals": the account's and those on its mobiles stop counting; cash on delivery is offered again. */
export function ClearCodRefusals({
  customerId,
  locale,
  labels,
}: {
  customerId: number;
  locale: Locale;
  labels: Labels;
}) {
  const { pending, run } = useRefusalCall(labels.networkError);
  const [note, setNote] = useState('');
  const [confirming, setConfirming] = useState(false);

  async function clear() {
    const ok = await run(
      () =>
        callBff(clearCodRefusals, {
          locale,
          params: { id: customerId },
          body: note.trim() ? { note: note.trim() } : {},
        }),
      labels.clearedDone,
    );
    if (ok) setNote('');
  }

  return (
    <form
      className="flex flex-col gap-2 text-sm"
      onSubmit={(event) => {
        event.preventDefault();
        setConfirming(true);
      }}
    >
      <label className="flex flex-col gap-1">
        <span className="text-mocha-700">{labels.note}</span>
        <textarea
          value={note}
          onChange={(event) => setNote(event.target.value)}
          rows={2}
          maxLength={500}
          className={fieldClass}
        />
      </label>
      <button type="submit" className={secondaryButtonClass} disabled={pending} aria-busy={pending}>
        {labels.clear}
      </button>
      <ConfirmDialog
        open={confirming}
        message={labels.clearConfirm}
        confirmLabel={labels.dialogYes}
        cancelLabel={labels.dialogBack}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          void clear();
        }}
      />
    </form>
  );
}
