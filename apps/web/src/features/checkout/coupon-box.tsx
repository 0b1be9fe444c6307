'use client';

import type { Locale } from '@coffee/contracts/common';
import { useId, useState } from 'react';
import { controlClass } from '@/components/ui/form/control-class';
import { CloseIcon } from '@/components/ui/icons';
import { showToast } from '@/components/ui/toaster';
import { isolated } from '@/components/ui/user-text';
import { fillTemplate as fill } from '@/lib/i18n/fill-template';
import type { CheckoutLabels } from './checkout-labels';
import { checkCoupon } from './checkout-requests';
import { StepError } from './step-section';

type CouponBoxProps = {
  applied: string | null;
  onApplied: (code: string | null) => void;
  /** Why the applied coupon does not count (the summary's coupon_error, or a refused order). */
  error: string | undefined;
  locale: Locale;
  labels: CheckoutLabels;
};

/**
 * A coupon code: checked against the shopper's cart (`POST /checkCoupon`), then shown as a removable chip.
 * "Coupon added successfully", or "Invalid Coupon" with the reason, as toasts; the reason stays beside the box.
 */
export function CouponBox({ applied, onApplied, error, locale, labels }: CouponBoxProps) {
  const [code, setCode] = useState('');
  const [pending, setPending] = useState(false);
  const [refusal, setRefusal] = useState<string | undefined>();
  const inputId = useId();
  const errorId = `${inputId}-error`;

  async function apply() {
    const typed = code.trim();
    if (!typed || pending) return;
    setPending(true);
    const result = await checkCoupon(typed, locale);
    setPending(false);
    if (result.ok) {
      setRefusal(undefined);
      setCode('');
      onApplied(result.data.code);
      await showToast('success', result.data.message);
      return;
    }
    const reason =
      result.status === 0
        ? labels.networkError
        : [result.error.message || labels.couponInvalid, ...(result.error.messages ?? [])].join(': ');
    // Said once, beside the box (an alert, so it is read out), not again in a toast over "Place order".
    setRefusal(reason);
  }

  if (applied) {
    return (
      <div className="flex flex-col gap-1">
        <p className="font-semibold text-espresso-900 text-sm">{labels.couponLabel}</p>
        <div className="flex flex-wrap items-center gap-2">
          <span className="inline-flex items-center gap-1 rounded-full bg-caramel-300/40 py-1 ps-3 pe-1 font-semibold text-espresso-900 text-sm">
            <bdi>{fill(labels.couponChip, { code: applied })}</bdi>
            <button
              type="button"
              onClick={() => onApplied(null)}
              aria-label={fill(labels.couponRemove, { code: isolated(applied) })}
              className="grid size-7 place-items-center rounded-full hover:bg-white/70"
            >
              <CloseIcon className="size-4" />
            </button>
          </span>
        </div>
        <StepError message={error} />
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={inputId} className="font-semibold text-espresso-900 text-sm">
        {labels.couponLabel}
      </label>
      <div className="flex gap-2">
        <input
          id={inputId}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          onKeyDown={(event) => {
            // The coupon box sits inside the checkout form: Enter applies the code, it never places the order.
            if (event.key === 'Enter') {
              event.preventDefault();
              void apply();
            }
          }}
          autoComplete="off"
          spellCheck={false}
          maxLength={40}
          aria-invalid={refusal || error ? true : undefined}
          aria-describedby={refusal || error ? errorId : undefined}
          className={`${controlClass} uppercase`}
        />
        <button
          type="button"
          onClick={() => void apply()}
          disabled={pending}
          aria-busy={pending}
          className="h-12 shrink-0 rounded-full bg-white px-5 font-semibold text-espresso-900 ring-1 ring-espresso-900 transition-colors hover:bg-latte-100 disabled:cursor-wait"
        >
          {labels.couponApply}
        </button>
      </div>
      <StepError id={errorId} message={refusal ?? error} />
    </div>
  );
}
