import type { Locale } from '@coffee/contracts/common';
import { getTranslations } from 'next-intl/server';
import { discountPercent, formatPrice } from '@/lib/format/money';
import { formatPercent } from '@/lib/format/number';

type ProductPriceProps = { price: number; beforeDiscount: number | null; locale: Locale };

/** The price, and when discounted the old price struck through with the saving as −N%. */
export async function ProductPrice({ price, beforeDiscount, locale }: ProductPriceProps) {
  const t = await getTranslations({ locale, namespace: 'Product' });
  const percentOff = discountPercent(price, beforeDiscount);
  const percent = formatPercent(percentOff, locale);

  return (
    <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
      <span className="sr-only">{t('priceLabel')}</span>
      <span className="font-extrabold text-3xl text-espresso-900">{formatPrice(price, locale)}</span>
      {percentOff > 0 && beforeDiscount !== null ? (
        <>
          <span className="sr-only">{t('beforeDiscountLabel')}</span>
          <s className="text-lg text-mocha-500">{formatPrice(beforeDiscount, locale)}</s>
          <span className="rounded-full bg-cherry-700 px-2.5 py-0.5 font-bold text-cream-50 text-sm">
            <span aria-hidden="true">{t('discountBadge', { percent })}</span>
            <span className="sr-only">{t('discountLabel', { percent })}</span>
          </span>
        </>
      ) : null}
    </p>
  );
}
