import type { Dashboard } from '@coffee/contracts/backoffice-dashboard';
import type { Locale } from '@coffee/contracts/common';
import { Link } from '@/i18n/navigation';
import { getAdminOrderPath, getProductEditPath } from '@/lib/backoffice-routes';
import { formatDateTime } from '@/lib/format/date-time';
import { formatPrice } from '@/lib/format/money';
import { formatNumber } from '@/lib/format/number';
import { fillMessage, fillTemplate } from '@/lib/i18n/fill-template';
import type { CatalogLabels } from '../kit/catalog-labels';
import { SalesChart } from './sales-chart';

const cardClass = 'flex flex-col gap-3 rounded-card bg-white p-5 shadow-card ring-1 ring-crema-200';

/**
 * The opening page of the back office (`area` admin: every order) and of the seller portal (its own lines):
 * sales today and this month, orders by status, those waiting longest, stock running low, and the chart.
 */
export function DashboardView({
  board,
  area,
  locale,
  labels,
}: {
  board: Dashboard;
  area: 'admin' | 'seller';
  locale: Locale;
  labels: CatalogLabels;
}) {
  const money = (piastres: number) => formatPrice(piastres, locale);
  const orders = (count: number) =>
    fillMessage(labels.ordersCount, { count, formatted: formatNumber(count, locale, 0) }, locale);
  const total = board.chart.reduce((sum, day) => sum + day.total, 0);
  return (
    <div className="flex flex-col gap-6">
      <header>
        <h1 className="font-bold text-3xl text-espresso-900">{labels.dashboardTitle}</h1>
        <p className="mt-2 text-mocha-600">
          {area === 'admin' ? labels.dashboardDescription : labels.sellerDashboardDescription}
        </p>
      </header>
      <div className="grid gap-4 sm:grid-cols-2">
        {(
          [
            [labels.salesToday, board.today],
            [labels.salesThisMonth, board.month],
          ] as const
        ).map(([label, sales]) => (
          <section key={label} className={cardClass} aria-label={label}>
            <h2 className="text-mocha-600 text-sm">{label}</h2>
            <p className="font-extrabold text-2xl text-espresso-900" data-testid="sales-figure">
              {money(sales.total)}
            </p>
            <p className="text-mocha-600 text-sm">{orders(sales.orders)}</p>
          </section>
        ))}
      </div>
      <SalesChart
        days={board.chart}
        locale={locale}
        labels={{
          title: labels.salesChart,
          sales: labels.chartSales,
          summary: fillTemplate(labels.salesChartSummary, {
            from: board.chart[0]?.day ?? '',
            to: board.chart.at(-1)?.day ?? '',
            total: money(total),
          }),
        }}
      />
      <div className="grid gap-4 lg:grid-cols-2">
        <section className={cardClass} aria-labelledby="by-status">
          <h2 id="by-status" className="font-bold text-espresso-900">
            {labels.ordersByStatus}
          </h2>
          <dl className="grid grid-cols-2 gap-2 text-sm">
            {board.by_status.map((row) => (
              <div key={row.status} className="flex justify-between gap-2 rounded-lg bg-latte-100 px-3 py-2">
                <dt>{row.label}</dt>
                <dd className="font-bold">{formatNumber(row.count, locale, 0)}</dd>
              </div>
            ))}
          </dl>
        </section>
        <section className={cardClass} aria-labelledby="waiting">
          <h2 id="waiting" className="font-bold text-espresso-900">
            {labels.waitingLongest}
          </h2>
          {board.waiting.length === 0 ? (
            <p className="text-mocha-600 text-sm">{labels.waitingEmpty}</p>
          ) : (
            <ul className="flex flex-col divide-y divide-crema-200 text-sm">
              {board.waiting.map((order) => (
                <li key={order.number} className="flex flex-wrap items-baseline justify-between gap-2 py-2">
                  {area === 'admin' ? (
                    <Link
                      href={getAdminOrderPath(order.number)}
                      className="font-semibold underline"
                      dir="ltr"
                    >
                      {order.number}
                    </Link>
                  ) : (
                    <span className="font-semibold" dir="ltr">
                      {order.number}
                    </span>
                  )}
                  <span>{order.status_label}</span>
                  <span className="text-mocha-600">{formatDateTime(order.placed_at, locale)}</span>
                  <span className="font-semibold">{money(order.total)}</span>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
      <section className={cardClass} aria-labelledby="low-stock">
        <h2 id="low-stock" className="font-bold text-espresso-900">
          {labels.lowStock}
        </h2>
        {board.low_stock.length === 0 ? (
          <p className="text-mocha-600 text-sm">{labels.lowStockEmpty}</p>
        ) : (
          <ul className="flex flex-col divide-y divide-crema-200 text-sm">
            {board.low_stock.map((row) => (
              <li
                key={`${row.product_id}-${row.variant_id ?? 0}`}
                className="flex justify-between gap-3 py-2"
              >
                <Link href={getProductEditPath(area, row.product_id)} className="underline">
                  {row.name}
                </Link>
                <span className="font-bold">{formatNumber(row.stock, locale, 0)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
