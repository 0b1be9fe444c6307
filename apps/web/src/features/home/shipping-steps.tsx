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
    <section
      aria-labelledby="shipping-steps"
      className="defer-render mx-auto max-w-site px-4 sm:px-6 lg:px-10"
    >
      <SectionHeading id="shipping-steps" title={t('stepsTitle')} intro={t('stepsIntro')} />
      <ol className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4 lg:gap-6">
        {steps.map((step, index) => {
          const Icon = SHIPPING_STEP_ICONS[step.icon];
          return (
            <li key={step.id} className="relative rounded-card bg-latte-100 p-6">
              <span className="flex items-center justify-between">
                <span className="grid size-12 place-items-center rounded-full bg-espresso-900 text-caramel-300">
                  <Icon className="size-6" />
                </span>
                <span aria-hidden className="font-extrabold text-4xl text-caramel-600">
                  {formatNumber(index + 1, locale)}
                </span>
              </span>
              <h3 className="mt-5 font-bold text-espresso-900 text-lg">{step.title}</h3>
              <p className="mt-2 text-mocha-600 text-sm leading-relaxed">{step.description}</p>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
