import type { Locale } from '@coffee/contracts/common';
import { clsx } from 'clsx';
import { getTranslations } from 'next-intl/server';
import { formatShopTime } from './hours-format';
import { getDayHours, isOpenAt, type ShopClock, type ShopHours } from './opening-hours';

type OpenStatusProps = { hours: ShopHours; clock: ShopClock; locale: Locale; className?: string };

/** "Open now · Today 8:00 AM – 1:00 AM" or "Closed now · Closed today", decided in Cairo time. */
export async function OpenStatus({ hours, clock, locale, className }: OpenStatusProps) {
  const t = await getTranslations({ locale, namespace: 'Seller' });
  const open = isOpenAt(hours, clock);
  const today = getDayHours(hours, clock.day);

  return (
    <p className={clsx('flex flex-wrap items-center gap-x-2 gap-y-1 text-sm', className)}>
      <span
        className={clsx(
          'inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 font-semibold',
          open ? 'bg-leaf-700/10 text-leaf-700' : 'bg-cherry-700/10 text-cherry-700',
        )}
      >
        <span aria-hidden="true" className="size-2 rounded-full bg-current" />
        {open ? t('openNow') : t('closedNow')}
      </span>
      <span className="text-mocha-600">
        {today
          ? t('todayHours', {
              open: formatShopTime(today.open, locale),
              close: formatShopTime(today.close, locale),
            })
          : t('closedToday')}
      </span>
    </p>
  );
}
