'use client';

import type { Locale } from '@coffee/contracts/common';
import type { Order, OrderStatus } from '@coffee/contracts/orders';
import { useId, useState } from 'react';
import { primaryButtonClass } from '@/components/ui/form/button-classes';
import { controlClass, textAreaClass } from '@/components/ui/form/control-class';
import { FormAlert } from '@/components/ui/form/form-alert';
import { showToast } from '@/components/ui/toaster';
import { useRouter } from '@/i18n/navigation';
import { callBff } from '@/lib/bff-client';
import { fillTemplate } from '@/lib/i18n/fill-template';
import { ConfirmDialog } from '../kit/confirm-dialog';

export type OrderStatusFormLabels = {
  nextStatus: string;
  note: string;
  noteHint: string;
  move: string;
  moving: string;
  /** `{number}`, `{status}` kept. */
  moved: string;
  cancelWarning: string;
  /** `{number}` kept. */
  confirmCancel: string;
  dialogYes: string;
  dialogBack: string;
  networkError: string;
};

type OrderStatusFormProps = {
  orderNumber: string;
  /** Only the changes the API allows now, with their labels. */
  options: { status: OrderStatus; label: string }[];
  locale: Locale;
  labels: OrderStatusFormLabels;
};

/**
 * Moves the order to one of the statuses the API offers (the next step, or cancel), with an optional note.
 * A cancel asks first: it returns stock and money and cannot be undone. The page is drawn again from the
 * server afterwards, so the timeline and the choices are the API's, never guessed here.
 */
export function OrderStatusForm({ orderNumber, options, locale, labels }: OrderStatusFormProps) {
  const router = useRouter();
  const id = useId();
  const [status, setStatus] = useState<OrderStatus>(options[0]!.status);
  const [note, setNote] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [confirming, setConfirming] = useState(false);

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (status === 'CANCELED') setConfirming(true);
    else void move();
  }

  async function move() {
    setPending(true);
    setError(undefined);
    const trimmed = note.trim();
    const result = await callBff<Order>(`admin/orders/${orderNumber}/status`, {
      locale,
      method: 'POST',
      body: trimmed ? { status, note: trimmed } : { status },
    });
    setPending(false);
    if (!result.ok) {
      setError(result.status === 0 ? labels.networkError : result.error.message || labels.networkError);
      return;
    }
    setNote('');
    router.refresh();
    const label = options.find((option) => option.status === status)?.label ?? status;
    await showToast('success', fillTemplate(labels.moved, { number: orderNumber, status: label }));
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-4 print:hidden" aria-busy={pending}>
      <FormAlert message={error} />
      <label htmlFor={`${id}-status`} className="flex flex-col gap-1 font-semibold text-espresso-900 text-sm">
        {labels.nextStatus}
        <select
          id={`${id}-status`}
          value={status}
          onChange={(event) => setStatus(event.target.value as OrderStatus)}
          className={controlClass}
        >
          {options.map((option) => (
            <option key={option.status} value={option.status}>
              {option.label}
            </option>
          ))}
        </select>
      </label>
      {status === 'CANCELED' ? <p className="text-cherry-700 text-sm">{labels.cancelWarning}</p> : null}
      <label htmlFor={`${id}-note`} className="flex flex-col gap-1 font-semibold text-espresso-900 text-sm">
        {labels.note}
        <textarea
          id={`${id}-note`}
          value={note}
          maxLength={500}
          rows={2}
          onChange={(event) => setNote(event.target.value)}
          aria-describedby={`${id}-note-hint`}
          className={textAreaClass}
        />
        <span id={`${id}-note-hint`} className="font-normal text-mocha-600">
          {labels.noteHint}
        </span>
      </label>
      <button type="submit" disabled={pending} className={primaryButtonClass}>
        {pending ? labels.moving : labels.move}
      </button>
      <ConfirmDialog
        open={confirming}
        message={fillTemplate(labels.confirmCancel, { number: orderNumber })}
        confirmLabel={labels.dialogYes}
        cancelLabel={labels.dialogBack}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          void move();
        }}
      />
    </form>
  );
}
