import type { Locale } from '@coffee/contracts/common';
import { formatPrice } from '@/lib/format/money';

/**
 * A line's total as the shopper pays it, with the line at its was-price struck through above it when the
 * product is on sale: the figures a "You save" under the order's total comes from.
 */
export function LineMoney({
  total,
  listTotal,
  locale,
}: {
  total: number;
  listTotal: number;
  locale: Locale;
}) {
  return (
    <p className="flex shrink-0 flex-col items-end text-sm">
      {listTotal > total ? (
        <del data-testid="line-was" className="text-mocha-500 text-xs">
          {formatPrice(listTotal, locale)}
        </del>
      ) : null}
      <span className="font-semibold text-espresso-900">{formatPrice(total, locale)}</span>
    </p>
  );
}
