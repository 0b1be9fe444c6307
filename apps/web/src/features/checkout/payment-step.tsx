'use client';

import type { PaymentMethod, PaymentMethodId } from '@coffee/contracts/checkout';
import type { Locale } from '@coffee/contracts/common';
import { clsx } from 'clsx';
import type { CheckoutLabels } from './checkout-labels';
import { PaymentIcon } from './payment-icons';
import { StepError, StepSection } from './step-section';

type PaymentStepProps = {
  methods: PaymentMethod[];
  chosen: PaymentMethodId | null;
  onChoose: (method: PaymentMethodId) => void;
  labels: CheckoutLabels;
  error: string | undefined;
  locale: Locale;
};

/**
 * How to pay, as `GET /payment-methods` offers for this cart: name, icon, a line of description; a method
 * that cannot be used (cash on delivery above its maximum, a wallet too small) is shown disabled with why.
 */
export function PaymentStep({ methods, chosen, onChoose, labels, error, locale }: PaymentStepProps) {
  const errorId = 'checkout-payment-error';
  return (
    <StepSection id="checkout-payment" number={3} title={labels.paymentStep} locale={locale}>
      <fieldset aria-describedby={error ? errorId : undefined} className="grid gap-3 sm:grid-cols-2">
        <legend className="sr-only">{labels.paymentStep}</legend>
        {methods.map((method) => (
          <label
            key={method.id}
            className={clsx(
              'flex items-start gap-3 rounded-2xl bg-white p-4 ring-1 ring-crema-300 transition-shadow has-[:checked]:ring-2 has-[:checked]:ring-caramel-500 has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-caramel-500',
              method.available ? 'cursor-pointer' : 'cursor-not-allowed bg-latte-100/60',
            )}
          >
            <input
              type="radio"
              name="checkout-payment-method"
              value={method.id}
              checked={chosen === method.id}
              disabled={!method.available}
              onChange={() => onChoose(method.id)}
              className="mt-1 size-5 shrink-0 accent-caramel-700"
            />
            <PaymentIcon icon={method.icon} className="mt-0.5 size-6 shrink-0 text-caramel-700" />
            <span className="min-w-0 flex-1">
              <span className="block font-semibold text-espresso-900">{method.name}</span>
              <span className="mt-0.5 block text-mocha-600 text-sm">{method.description}</span>
              {!method.available && method.reason ? (
                <span className="mt-1 block font-medium text-cherry-700 text-sm">{method.reason}</span>
              ) : null}
            </span>
          </label>
        ))}
      </fieldset>
      <StepError id={errorId} message={error} />
    </StepSection>
  );
}
