import type { OrderSummary } from '@coffee/contracts/checkout';
import type { Locale } from '@coffee/contracts/common';
import { TruckIcon } from '@/components/ui/icons';
import { formatPrice } from '@/lib/format/money';
import { fillTemplate as fill } from '@/lib/i18n/fill-template';
import { getFreeShippingGap } from '@/lib/order-figures';
import type { CheckoutLabels } from './checkout-labels';
import { StepSection } from './step-section';

type DeliveryStepProps = {
  summary: OrderSummary | null;
  /** Whether an address (saved, or a governorate typed) sets the zone yet. */
  zoneKnown: boolean;
  locale: Locale;
  labels: CheckoutLabels;
};

/** The fee to the chosen governorate, how far free delivery is, and the spec's "1 to 3 days". */
export function DeliveryStep({ summary, zoneKnown, locale, labels }: DeliveryStepProps) {
  const gap = summary ? getFreeShippingGap(summary) : 0;
  let fee = labels.deliveryPending;
  if (summary && zoneKnown) {
    fee =
      summary.Shipping_Fees > 0
        ? fill(labels.deliveryFee, { fee: formatPrice(summary.Shipping_Fees, locale) })
        : labels.deliveryFree;
  }
  return (
    <StepSection id="checkout-delivery" number={2} title={labels.deliveryStep} locale={locale}>
      <div className="flex items-start gap-3">
        <TruckIcon className="mt-0.5 size-6 shrink-0 text-caramel-700" />
        <div className="flex flex-col gap-1 text-sm">
          <p className="font-semibold text-espresso-900">{labels.deliveryEstimate}</p>
          <p className="text-mocha-700">{fee}</p>
          {summary ? (
            <p className="text-mocha-600">
              {gap > 0
                ? fill(labels.freeShippingGap, { amount: formatPrice(gap, locale) })
                : labels.freeShippingReached}
            </p>
          ) : null}
        </div>
      </div>
    </StepSection>
  );
}
