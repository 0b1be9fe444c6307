import type { Locale } from '@coffee/contracts/common';
import type { Order } from '@coffee/contracts/orders';
import { FiguresTable } from '@/components/ui/figures-table';
import { type FigureLabels, toFigureRows } from '@/lib/format/figure-rows';
import { toCartFigures } from '@/lib/order-figures';

/** A placed order's money, in the same rows and mapping (spec §4) as the checkout's summary. */
export function OrderTotals({
  order,
  locale,
  labels,
}: {
  order: Order;
  locale: Locale;
  labels: FigureLabels;
}) {
  const items_count = order.items.reduce((sum, item) => sum + item.quantity, 0);
  const figures = toFigureRows(toCartFigures({ ...order, items_count }), locale, labels);
  return <FiguresTable {...figures} />;
}
