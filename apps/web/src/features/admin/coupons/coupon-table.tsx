import type { AdminCoupon } from '@coffee/contracts/backoffice-coupons';
import type { Locale } from '@coffee/contracts/common';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { getAdminCouponPath } from '@/lib/backoffice-routes';
import { formatDateTime } from '@/lib/format/date-time';
import { formatPrice } from '@/lib/format/money';
import { formatNumber } from '@/lib/format/number';

const cellClass = 'px-3 py-3 text-start align-top';

/** Coupons as a table: code (the link), discount, minimum, usage, validity, state. */
export async function CouponTable({ coupons, locale }: { coupons: AdminCoupon[]; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Admin.coupons' });
  const number = (value: number) => formatNumber(value, locale, 0);
  const window = (coupon: AdminCoupon) => {
    const from = coupon.starts_at && formatDateTime(coupon.starts_at, locale);
    const to = coupon.ends_at && formatDateTime(coupon.ends_at, locale);
    if (from && to) return t('between', { from, to });
    if (from) return t('from', { date: from });
    if (to) return t('until', { date: to });
    return t('always');
  };
  return (
    <div className="overflow-x-auto rounded-card bg-white shadow-card ring-1 ring-crema-200">
      <table className="w-full min-w-[48rem] text-sm">
        <caption className="sr-only">{t('caption')}</caption>
        <thead className="bg-latte-100 text-espresso-900">
          <tr>
            {(['code', 'kind', 'minSubtotal', 'usage', 'window', 'status'] as const).map((column) => (
              <th key={column} scope="col" className={`${cellClass} font-semibold`}>
                {t(column)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-crema-200 text-mocha-700">
          {coupons.map((coupon) => (
            <tr key={coupon.id}>
              <th scope="row" className={`${cellClass} font-semibold`} dir="ltr">
                <Link
                  href={getAdminCouponPath(coupon.id)}
                  aria-label={t('open', { code: coupon.code })}
                  className="text-caramel-700 underline-offset-4 hover:underline"
                >
                  {coupon.code}
                </Link>
              </th>
              <td className={`${cellClass} whitespace-nowrap`}>
                {coupon.kind === 'percent' ? `${number(coupon.value)}%` : formatPrice(coupon.value, locale)}
                {coupon.max_discount ? ` (≤ ${formatPrice(coupon.max_discount, locale)})` : null}
              </td>
              <td className={`${cellClass} whitespace-nowrap`}>{formatPrice(coupon.min_subtotal, locale)}</td>
              <td className={cellClass}>
                {coupon.usage_limit === null
                  ? t('unlimited', { used: number(coupon.used_count) })
                  : t('usageOf', { used: number(coupon.used_count), limit: number(coupon.usage_limit) })}
              </td>
              <td className={cellClass}>{window(coupon)}</td>
              <td className={cellClass}>
                {coupon.is_active ? (
                  t('active')
                ) : (
                  <span className="font-semibold text-cherry-700">{t('inactive')}</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
