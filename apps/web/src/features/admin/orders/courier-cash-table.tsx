import type { Locale } from '@coffee/contracts/common';
import type { CourierCashDay } from '@coffee/contracts/shipping';
import { getTranslations } from 'next-intl/server';
import { formatDate } from '@/lib/format/date-time';
import { formatPrice } from '@/lib/format/money';
import { formatNumber } from '@/lib/format/number';
import { AdminTable, type Column } from '../kit/admin-table';

/** Per Cairo day of delivery: cash parcels delivered, the cash to collect, what the courier reported, the gap. */
export async function CourierCashTable({ days, locale }: { days: CourierCashDay[]; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Admin' });
  const columns: Column<CourierCashDay>[] = [
    { key: 'day', header: t('cashDay'), cell: (row) => formatDate(`${row.day}T12:00:00+02:00`, locale) },
    {
      key: 'deliveries',
      header: t('cashDeliveries'),
      align: 'end',
      cell: (row) => formatNumber(row.deliveries, locale, 0),
    },
    {
      key: 'expected',
      header: t('cashExpected'),
      align: 'end',
      cell: (row) => formatPrice(row.expected, locale),
    },
    {
      key: 'collected',
      header: t('cashCollected'),
      align: 'end',
      cell: (row) => formatPrice(row.collected, locale),
    },
    {
      key: 'gap',
      header: t('cashGap'),
      align: 'end',
      cell: (row) => formatPrice(row.expected - row.collected, locale),
    },
  ];
  return (
    <AdminTable
      caption={t('cashCaption')}
      columns={columns}
      rows={days}
      rowKey={(row) => row.day}
      minWidth="min-w-[36rem]"
    />
  );
}
