import { RETURN_WINDOW_DAYS, type ReturnKind } from '@coffee/contracts/returns';
import type { Lang } from '../../i18n/lang.js';
import { addDays, cairoDay } from '../../lib/format.js';

/**
 * The legal windows of Law 181/2018, counted in Cairo days: the day of delivery is day 0, and a return may be
 * asked for until the end of day 14 (no reason, Art. 17) or day 30 (a defect, Art. 21), Cairo time.
 */

export { addDays, cairoDay };

/** The last Cairo day a return of this kind may be asked for, for goods delivered at `deliveredAt`. */
export const lastReturnDay = (deliveredAt: Date, kind: ReturnKind): string =>
  addDays(cairoDay(deliveredAt), RETURN_WINDOW_DAYS[kind]);

/** Whether `now` is still within the window (its Cairo day is the last day or before). */
export const withinWindow = (deliveredAt: Date, kind: ReturnKind, now: Date): boolean =>
  cairoDay(now) <= lastReturnDay(deliveredAt, kind);

const dayFormats = {
  en: new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }),
  ar: new Intl.DateTimeFormat('ar-EG', { dateStyle: 'long', timeZone: 'UTC' }),
};

/** A calendar day as the reader writes dates: "27 November 2026", "٢٧ نوفمبر ٢٠٢٦". */
export const formatDay = (lang: Lang, day: string): string =>
  dayFormats[lang].format(new Date(`${day}T12:00:00Z`));
