import type { Locale } from '@coffee/contracts/common';
import { clsx } from 'clsx';
import { formatPrice } from '@/lib/format/money';
import { fillTemplate } from '@/lib/i18n/fill-template';

type ProductPriceProps = {
  /** Piastres. */
  price: number;
  /** Piastres; shown struck through when higher than `price`. */
  beforeDiscount: number | null;
  locale: Locale;
  /** Read before each amount by screen readers, which do not announce strike-through. */
  labels: { price: string; beforeDiscount: string };
  /**
   * Sold in variants at different prices: the lowest, shown alone as "From EGP …" (`fromLabel`, with `{price}`);
   * a was-price belongs to one variant and is shown on the product's page once it is chosen.
   */
  from?: { price: number; label: string } | null;
  className?: string;
};

/** The price in EGP and, when discounted, the price before the discount, struck through. */
export function ProductPrice({ price, beforeDiscount, locale, labels, from, className }: ProductPriceProps) {
  if (from) {
    return (
      <p className={clsx('font-bold text-espresso-900', className)}>
        {fillTemplate(from.label, { price: formatPrice(from.price, locale) })}
      </p>
    );
  }
  const discounted = beforeDiscount !== null && beforeDiscount > price;
  return (
    <p className={clsx('flex flex-wrap items-baseline gap-x-2 gap-y-0.5', className)}>
      <span className={clsx('font-bold', discounted ? 'text-cherry-700' : 'text-espresso-900')}>
        <span className="sr-only">{labels.price} </span>
        {formatPrice(price, locale)}
      </span>
      {discounted ? (
        <del className="text-mocha-500 text-sm">
          <span className="sr-only">{labels.beforeDiscount} </span>
          {formatPrice(beforeDiscount, locale)}
        </del>
      ) : null}
    </p>
  );
}
