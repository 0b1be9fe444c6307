'use client';

import type { PaymentMethod, PaymentMethodId } from '@coffee/contracts/checkout';
import type { Order } from '@coffee/contracts/orders';
import { useState } from 'react';
import { primaryButtonClass, secondaryButtonClass } from '@/components/ui/form/button-classes';
import { FormAlert } from '@/components/ui/form/form-alert';
import { Link } from '@/i18n/navigation';
import { fillTemplate as fill } from '@/lib/i18n/fill-template';
import { getOrderPath } from '@/lib/routes';
import type { CheckoutLabels } from './checkout-labels';

type PaymentFailedPanelProps = {
  order: Order;
  methods: PaymentMethod[];
  labels: CheckoutLabels;
  payOnline: (orderNumber: string, method: PaymentMethodId) => Promise<string | null>;
};

/**
 * The gateway declined or the shopper gave up (`?order=…&payment=failed`): "Payment failed", then pay
 * again the same way, pay with another online method, or look at the order. An order no longer waiting
 * for payment (paid meanwhile, or its reservation expired) only links to the order.
 */
export function PaymentFailedPanel({ order, methods, labels, payOnline }: PaymentFailedPanelProps) {
  const [problem, setProblem] = useState<string | undefined>();
  const pending = order.status === 'PENDING';
  const others = methods.filter(
    (method) => method.online && method.available && method.id !== order.payment_method,
  );

  async function pay(method: PaymentMethodId) {
    setProblem((await payOnline(order.number, method)) ?? undefined);
  }

  return (
    <section
      aria-labelledby="payment-failed-title"
      className="flex flex-col gap-4 rounded-card bg-white p-5 shadow-card ring-1 ring-cherry-700/30 sm:p-6"
    >
      <h2 id="payment-failed-title" className="font-bold text-cherry-700 text-xl">
        {labels.paymentFailedTitle}
      </h2>
      <p className="text-mocha-700">
        {pending ? fill(labels.paymentFailedText, { number: order.number }) : labels.notPending}
      </p>
      <FormAlert message={problem} />
      <div className="flex flex-wrap gap-3">
        {pending ? (
          <button type="button" className={primaryButtonClass} onClick={() => void pay(order.payment_method)}>
            {labels.payAgain}
          </button>
        ) : null}
        {pending
          ? others.map((method) => (
              <button
                key={method.id}
                type="button"
                className={secondaryButtonClass}
                onClick={() => void pay(method.id)}
              >
                {fill(labels.payWith, { method: method.name })}
              </button>
            ))
          : null}
        <Link href={getOrderPath(order.number)} className={secondaryButtonClass}>
          {labels.viewOrder}
        </Link>
      </div>
    </section>
  );
}
