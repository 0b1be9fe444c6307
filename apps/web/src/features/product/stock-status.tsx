import type { Locale } from '@coffee/contracts/common';
import { clsx } from 'clsx';
import { getTranslations } from 'next-intl/server';
import { formatNumber } from '@/lib/format/number';
import { getStockState } from './stock';

/** "In stock", "Only 3 left" or "Out of stock", with a coloured dot that repeats what the words say. */
export async function StockStatus({ stock, locale }: { stock: number; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Product' });
  const state = getStockState(stock);
  const text =
    state.kind === 'out'
      ? t('outOfStock')
      : state.kind === 'low'
        ? t('lowStock', { count: state.count, formatted: formatNumber(state.count, locale) })
        : t('inStock');

  return (
    <p
      className={clsx(
        'inline-flex items-center gap-2 font-semibold text-sm',
        state.kind === 'out'
          ? 'text-cherry-700'
          : state.kind === 'low'
            ? 'text-caramel-700'
            : 'text-leaf-700',
      )}
    >
      <span aria-hidden="true" className="size-2.5 rounded-full bg-current" />
      {text}
    </p>
  );
}
