export type FigureRow = { label: string; value: string };

/**
 * An order's money, one row each (subtotal, coupon discount, delivery, wallet), the total last and larger, and
 * what the shopper saves said once under it.
 */
export function FiguresTable({
  rows,
  total,
  savings = null,
}: {
  rows: FigureRow[];
  total: FigureRow;
  savings?: string | null;
}) {
  return (
    <div className="space-y-3">
      <dl className="space-y-3 text-sm">
        {rows.map((row) => (
          <div key={row.label} className="flex items-baseline justify-between gap-4">
            <dt className="text-mocha-600">{row.label}</dt>
            <dd className="font-semibold text-espresso-900">{row.value}</dd>
          </div>
        ))}
        <div className="flex items-baseline justify-between gap-4 border-crema-200 border-t pt-3 text-base">
          <dt className="font-bold text-espresso-900">{total.label}</dt>
          <dd className="font-extrabold text-espresso-900 text-lg">{total.value}</dd>
        </div>
      </dl>
      {savings ? (
        <p data-testid="figures-savings" className="text-end font-semibold text-leaf-700 text-sm">
          {savings}
        </p>
      ) : null}
    </div>
  );
}
