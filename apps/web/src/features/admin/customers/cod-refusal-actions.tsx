'use client';

import type { Locale } from '@coffee/contracts/common';
import { type ReactNode, useState } from 'react';
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

/** A note's body: the trimmed note, or nothing when left empty. */
const noteBody = (note: string) => (note.trim() ? { note: note.trim() } : {});

/**
 * A refusal action's form: its own fields, an optional note, the button, then a confirmation; `send` gets the
 * note and answers whether it went through (the note is then emptied).
 */
function ConfirmedNoteForm({
  labels,
  submitLabel,
  confirmMessage,
  pending,
  disabled = false,
  send,
  children,
}: {
  labels: Labels;
  submitLabel: string;
  confirmMessage: string;
  pending: boolean;
  disabled?: boolean;
  send: (body: { note?: string }) => Promise<boolean>;
  children?: ReactNode;
}) {
  const [note, setNote] = useState('');
  const [confirming, setConfirming] = useState(false);
  return (
    <form
      className="flex flex-col gap-2 text-sm"
      onSubmit={(event) => {
        event.preventDefault();
        if (!disabled) setConfirming(true);
      }}
    >
      {children}
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
        disabled={pending || disabled}
        aria-busy={pending}
      >
        {submitLabel}
      </button>
      <ConfirmDialog
        open={confirming}
        message={confirmMessage}
        confirmLabel={labels.dialogYes}
        cancelLabel={labels.dialogBack}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          void send(noteBody(note)).then((ok) => ok && setNote(''));
        }}
      />
    </form>
  );
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
  const chosen = orders.some((order) => order.number === number) ? number : (orders[0]?.number ?? '');
  return (
    <ConfirmedNoteForm
      labels={labels}
      submitLabel={labels.record}
      confirmMessage={fillTemplate(labels.recordConfirm, { number: chosen })}
      pending={pending}
      disabled={!chosen}
      send={(body) =>
        run(
          () => callBff(markCodRefusal, { locale, params: { number: chosen }, body }),
          fillTemplate(labels.recorded, { number: chosen }),
        )
      }
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
    </ConfirmedNoteForm>
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
  return (
    <ConfirmedNoteForm
      labels={labels}
      submitLabel={labels.clear}
      confirmMessage={labels.clearConfirm}
      pending={pending}
      send={(body) =>
        run(() => callBff(clearCodRefusals, { locale, params: { id: customerId }, body }), labels.clearedDone)
      }
    />
  );
}
