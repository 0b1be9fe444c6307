import type { Locale } from '@coffee/contracts/common';
import { clsx } from 'clsx';
import { getTranslations } from 'next-intl/server';
import { ChevronDownIcon } from '@/components/ui/icons';
import { formatShopTime, formatWeekday } from './hours-format';
import { EGYPTIAN_WEEK, getDayHours, type ShopHours } from './opening-hours';

type WeeklyHoursProps = { hours: ShopHours; today: number; locale: Locale; open?: boolean };

/** The whole week's hours, Saturday first, today highlighted; folded away until asked for (no JS). */
export async function WeeklyHours({ hours, today, locale, open = false }: WeeklyHoursProps) {
  const t = await getTranslations({ locale, namespace: 'Seller' });

  return (
    <details open={open} className="group/hours">
      <summary className="inline-flex cursor-pointer list-none items-center gap-1 font-semibold text-caramel-700 text-sm hover:text-espresso-900 [&::-webkit-details-marker]:hidden">
        {t('weekHours')}
        <ChevronDownIcon className="size-4 transition-transform group-open/hours:rotate-180" />
      </summary>
      <table className="mt-3 w-full text-sm">
        <caption className="sr-only">{t('weekHoursCaption')}</caption>
        <tbody>
          {EGYPTIAN_WEEK.map((day) => {
            const dayHours = getDayHours(hours, day);
            return (
              <tr
                key={day}
                className={clsx(day === today ? 'font-semibold text-espresso-900' : 'text-mocha-700')}
              >
                <th scope="row" className="py-1 pe-4 text-start font-[inherit]">
                  {formatWeekday(day, locale)}
                  {day === today ? <span className="sr-only"> ({t('today')})</span> : null}
                </th>
                <td className="py-1 text-end tabular-nums">
                  {dayHours
                    ? t('hoursRange', {
                        open: formatShopTime(dayHours.open, locale),
                        close: formatShopTime(dayHours.close, locale),
                      })
                    : t('closed')}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p className="mt-2 text-mocha-600 text-xs">{t('cairoTime')}</p>
    </details>
  );
}
