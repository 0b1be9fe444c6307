import type { Locale } from '@coffee/contracts/common';
import type { ShippingStep } from '@coffee/contracts/content';
import { getTranslations } from 'next-intl/server';
import { SectionHeading } from '@/components/ui/section-heading';
import { formatNumber } from '@/lib/format/number';
import { SHIPPING_STEP_ICONS } from './shipping-step-icons';

type ShippingStepsProps = { locale: Locale; steps: ShippingStep[] };

/** How an order reaches the shopper, as the API tells it: numbered steps, each with its icon. */
export async function ShippingSteps({ locale, steps }: ShippingStepsProps) {
  if (steps.length === 0) return null;
  const t = await getTranslations({ locale, namespace: 'Home' });

  return (
    <section aria-labelledby="shipping-steps" className="defer-render site-wrap">
      <SectionHeading id="shipping-steps" title={t('stepsTitle')} intro={t('stepsIntro')} />
      <ol className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4 lg:gap-6">
        {steps.map((step, index) => {
          const Icon = SHIPPING_STEP_ICONS[step.icon];
          return (
            <li key={step.id} className="step">
              <span className="flex items-center justify-between">
                <span className="step-icon">
                  <Icon className="size-6" />
                </span>
                <span aria-hidden className="step-number">
                  {formatNumber(index + 1, locale)}
                </span>
              </span>
              <h3 className="step-title">{step.title}</h3>
              <p className="step-text">{step.description}</p>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
