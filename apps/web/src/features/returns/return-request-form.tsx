'use client';

import type { Locale } from '@coffee/contracts/common';
import type { ReturnableLine, ReturnKind, ReturnRefundTo } from '@coffee/contracts/returns';
import { useState } from 'react';
import { primaryButtonClass, secondaryButtonClass } from '@/components/ui/form/button-classes';
import { FormAlert } from '@/components/ui/form/form-alert';
import { showToast } from '@/components/ui/toaster';
import { UserText } from '@/components/ui/user-text';
import { useRouter } from '@/i18n/navigation';
import { callBffOnUse as callBff } from '@/lib/bff/call-bff-on-use';
import { requestReturn } from '@/lib/bff/calls/returns';

export type ReturnFormLabels = {
  open: string;
  title: string;
  quantity: string;
  /** `{count}` kept. */
  kindLegend: string;
  kinds: Record<ReturnKind, string>;
  /** Per kind: until when, or that it has ended. */
  kindHints: Record<ReturnKind, string>;
  reason: string;
  photos: string;
  photosHint: string;
  refundLegend: string;
  refundTo: Record<ReturnRefundTo, string>;
  submit: string;
  cancel: string;
  sent: string;
  nothingPicked: string;
  networkError: string;
};

export type ReturnRequestFormProps = {
  orderNumber: string;
  locale: Locale;
  lines: ReturnableLine[];
  /** Per line id, how many may still go back, worded in the page's language and digits. */
  returnableOf: Record<number, string>;
  open: Record<ReturnKind, boolean>;
  refundOptions: ReturnRefundTo[];
  labels: ReturnFormLabels;
};

/**
 * "Return items" on a delivered order, once its button was pressed (return-request.tsx): which lines and how many (never more than may still go back), why —
 * no reason needed within 14 days, a defect within 30 with up to 3 photos — and where the money goes. The API
 * checks all of it again; its refusal (a window that ended, names the day) is shown as it says it.
 */
export function ReturnRequestForm({
  orderNumber,
  locale,
  lines,
  returnableOf,
  open: kindsOpen,
  refundOptions,
  labels,
  onClose,
}: ReturnRequestFormProps & {
  /** Sent, or the shopper changed their mind: the button again. */
  onClose: () => void;
}) {
  const router = useRouter();
  const [quantities, setQuantities] = useState<Record<number, number>>({});
  const [kind, setKind] = useState<ReturnKind>(kindsOpen.change_of_mind ? 'change_of_mind' : 'defect');
  const [reason, setReason] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  const [refundTo, setRefundTo] = useState<ReturnRefundTo>(refundOptions[0] ?? 'wallet');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | undefined>();

  async function send(event: React.FormEvent) {
    event.preventDefault();
    const picked = lines
      .map((line) => ({ line_id: line.line_id, quantity: quantities[line.line_id] ?? 0 }))
      .filter((line) => line.quantity > 0);
    if (picked.length === 0) {
      setError(labels.nothingPicked);
      return;
    }
    const form = new FormData();
    form.append('request', JSON.stringify({ kind, reason, refund_to: refundTo, lines: picked }));
    if (kind === 'defect') for (const file of photos) form.append('photos', file);
    setPending(true);
    setError(undefined);
    const result = await callBff(requestReturn, { locale, params: { number: orderNumber }, body: form });
    setPending(false);
    if (!result.ok) {
      setError(result.status === 0 ? labels.networkError : result.error.message || labels.networkError);
      return;
    }
    onClose();
    router.refresh();
    await showToast('success', labels.sent);
  }

  return (
    <form
      onSubmit={(event) => void send(event)}
      aria-labelledby="return-form-title"
      className="flex flex-col gap-4 rounded-card bg-latte-50 p-4 ring-1 ring-crema-200"
    >
      <h3 id="return-form-title" className="font-bold text-espresso-900">
        {labels.title}
      </h3>
      <FormAlert message={error} />
      <ul className="flex flex-col gap-3">
        {lines.map((line) => (
          <li key={line.line_id} className="flex flex-wrap items-center justify-between gap-3">
            <span className="text-espresso-900">
              <UserText>{line.name}</UserText>
              {line.variant_name ? (
                <>
                  {' — '}
                  <UserText>{line.variant_name}</UserText>
                </>
              ) : null}
              <span className="block text-mocha-600 text-sm">{returnableOf[line.line_id]}</span>
            </span>
            <label className="flex items-center gap-2 text-mocha-700 text-sm">
              {labels.quantity}
              <input
                type="number"
                inputMode="numeric"
                min={0}
                max={line.returnable}
                value={quantities[line.line_id] ?? 0}
                onChange={(event) =>
                  setQuantities({
                    ...quantities,
                    [line.line_id]: Math.max(0, Math.min(line.returnable, Number(event.target.value) || 0)),
                  })
                }
                className="h-10 w-20 rounded-lg border border-crema-300 px-2"
              />
            </label>
          </li>
        ))}
      </ul>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 font-semibold text-espresso-900">{labels.kindLegend}</legend>
        {(['change_of_mind', 'defect'] as const).map((choice) => (
          <label key={choice} className="flex items-start gap-3 text-mocha-700">
            <input
              type="radio"
              name="return-kind"
              value={choice}
              checked={kind === choice}
              disabled={!kindsOpen[choice]}
              onChange={() => setKind(choice)}
              className="mt-1 size-4 accent-caramel-700"
            />
            <span>
              {labels.kinds[choice]}
              <span className="block text-mocha-600 text-sm">{labels.kindHints[choice]}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <label className="flex flex-col gap-1 text-espresso-900">
        <span className="font-semibold">{labels.reason}</span>
        <textarea
          required
          minLength={3}
          maxLength={1000}
          rows={3}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          className="rounded-lg border border-crema-300 p-2"
        />
      </label>
      {kind === 'defect' ? (
        <label className="flex flex-col gap-1 text-espresso-900">
          <span className="font-semibold">{labels.photos}</span>
          <span className="text-mocha-600 text-sm">{labels.photosHint}</span>
          <input
            type="file"
            accept="image/jpeg,image/png"
            multiple
            onChange={(event) => setPhotos([...(event.target.files ?? [])].slice(0, 3))}
          />
        </label>
      ) : null}
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 font-semibold text-espresso-900">{labels.refundLegend}</legend>
        {refundOptions.map((choice) => (
          <label key={choice} className="flex items-center gap-3 text-mocha-700">
            <input
              type="radio"
              name="return-refund-to"
              value={choice}
              checked={refundTo === choice}
              onChange={() => setRefundTo(choice)}
              className="size-4 accent-caramel-700"
            />
            {labels.refundTo[choice]}
          </label>
        ))}
      </fieldset>
      <div className="flex flex-wrap gap-3">
        <button type="submit" disabled={pending} aria-busy={pending} className={primaryButtonClass}>
          {labels.submit}
        </button>
        <button type="button" onClick={onClose} className={secondaryButtonClass}>
          {labels.cancel}
        </button>
      </div>
    </form>
  );
}
