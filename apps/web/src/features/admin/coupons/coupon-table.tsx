import type { AdminCoupon } from '@coffee/contracts/backoffice-coupons';
import type { Locale } from '@coffee/contracts/common';
import { getTranslations } from 'next-intl/server';
import { getAdminCouponPath } from '@/lib/backoffice-routes';
import { formatDateTime } from '@/lib/format/date-time';
import { formatPrice } from '@/lib/format/money';
import { formatNumber } from '@/lib/format/number';
import { AdminTable, type Column } from '../kit/admin-table';

const STATE_LABEL = {
  scheduled: 'scheduled',
  expired: 'expired',
  used_up: 'usedUp',
  disabled: 'inactive',
} as const;

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
  const columns: Column<AdminCoupon>[] = [
    {
      key: 'code',
      header: t('code'),
      dir: 'ltr',
      cell: (coupon) => coupon.code,
      link: (coupon) => ({ href: getAdminCouponPath(coupon.id), label: t('open', { code: coupon.code }) }),
    },
    {
      key: 'kind',
      header: t('kind'),
      className: 'whitespace-nowrap',
      cell: (coupon) => (
        <>
          {coupon.kind === 'percent' ? `${number(coupon.value)}%` : formatPrice(coupon.value, locale)}
          {coupon.max_discount ? ` (≤ ${formatPrice(coupon.max_discount, locale)})` : null}
        </>
      ),
    },
    {
      key: 'minSubtotal',
      header: t('minSubtotal'),
      className: 'whitespace-nowrap',
      cell: (coupon) => formatPrice(coupon.min_subtotal, locale),
    },
    {
      key: 'usage',
      header: t('usage'),
      cell: (coupon) => (
        <>
          {coupon.usage_limit === null
            ? t('unlimited', { used: number(coupon.used_count) })
            : t('usageOf', { used: number(coupon.used_count), limit: number(coupon.usage_limit) })}
          <br />
          <span className="text-mocha-600 text-sm">
            {coupon.first_order_only
              ? t('firstOrderOnlyNote')
              : t('perShopper', {
                  count: coupon.per_user_limit,
                  formatted: number(coupon.per_user_limit),
                })}
          </span>
        </>
      ),
    },
    { key: 'window', header: t('window'), cell: window },
    {
      key: 'status',
      header: t('status'),
      cell: (coupon) =>
        coupon.state === 'active' ? (
          t('active')
        ) : (
          <span className="font-semibold text-cherry-700">{t(STATE_LABEL[coupon.state])}</span>
        ),
    },
  ];
  return <AdminTable caption={t('caption')} columns={columns} rows={coupons} minWidth="min-w-[48rem]" />;
}
