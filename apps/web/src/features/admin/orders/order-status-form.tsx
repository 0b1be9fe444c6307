'use client';

import type { Locale } from '@coffee/contracts/common';
import { ChangeOrderStatusBody, type OrderStatus } from '@coffee/contracts/orders';
import { type FormEvent, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { CheckboxField, SelectField, TextAreaField } from '@/components/forms/bound-fields';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { callBff } from '@/lib/bff/call-bff';
import { changeOrderStatus } from '@/lib/bff/calls/admin-orders';
import { fillTemplate } from '@/lib/i18n/fill-template';
import { AdminForm } from '../forms/admin-form';
import { useAdminForm } from '../forms/use-admin-form';
import { ConfirmDialog } from '../kit/confirm-dialog';

export type OrderStatusFormLabels = {
  nextStatus: string;
  note: string;
  noteHint: string;
  /** "Tell the customer": the note is shown in the shopper's order history. */
  noteForCustomer: string;
  /** In which language to write it (the one the shopper ordered in). */
  noteForCustomerHint: string;
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

/** `POST /admin/orders/{number}/status` as the form holds it: an empty note is no note. */
const OrderStatusFormBody = ChangeOrderStatusBody.extend({
  note: z
    .string()
    .transform((note) => note.trim() || undefined)
    .pipe(ChangeOrderStatusBody.shape.note),
});

/**
 * Moves the order to one of the statuses the API offers (the next step, or cancel), with an optional note: internal
 * unless staff tick "Tell the customer" (then the shopper reads it, so it is written in their language).
 * A cancel asks first: it returns stock and money and cannot be undone. The page is drawn again from the
 * server afterwards, so the timeline and the choices are the API's, never guessed here.
 */
export function OrderStatusForm({ orderNumber, options, locale, labels }: OrderStatusFormProps) {
  const [confirming, setConfirming] = useState(false);
  const { form, submitTo } = useAdminForm(OrderStatusFormBody, {
    locale,
    defaultValues: { status: options[0]?.status, note: '', note_for_customer: false },
    networkError: labels.networkError,
  });
  const status = useWatch({ control: form.control, name: 'status' });
  const labelOf = (moved: OrderStatus) => options.find((option) => option.status === moved)?.label ?? moved;
  const move = submitTo(
    (body) => callBff(changeOrderStatus, { locale, params: { number: orderNumber }, body }),
    (_, body) => fillTemplate(labels.moved, { number: orderNumber, status: labelOf(body.status) }),
    () => {
      form.resetField('note');
      form.resetField('note_for_customer');
    },
  );

  // A cancel returns stock and money and cannot be undone: it is sent only once the dialog says yes.
  function ask(event: FormEvent<HTMLFormElement>) {
    if (status !== 'CANCELED') return move(event);
    event.preventDefault();
    setConfirming(true);
  }

  return (
    <AdminForm control={form.control} onSubmit={ask} className="flex flex-col gap-4 print:hidden">
      <SelectField
        control={form.control}
        name="status"
        label={labels.nextStatus}
        options={options.map((option) => ({ value: option.status, label: option.label }))}
      />
      {status === 'CANCELED' ? <p className="text-cherry-700 text-sm">{labels.cancelWarning}</p> : null}
      <TextAreaField
        control={form.control}
        name="note"
        label={labels.note}
        hint={labels.noteHint}
        rows={2}
        maxLength={500}
      />
      <div className="flex flex-col gap-1">
        <CheckboxField control={form.control} name="note_for_customer">
          {labels.noteForCustomer}
        </CheckboxField>
        <p className="text-mocha-600 text-xs">{labels.noteForCustomerHint}</p>
      </div>
      <SubmitButton label={labels.move} pendingLabel={labels.moving} pending={form.formState.isSubmitting} />
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
    </AdminForm>
  );
}
