import type { Locale } from '@coffee/contracts/common';

const intlLocale = (locale: Locale) => (locale === 'ar' ? 'ar-EG' : 'en-EG');

const timeFormats = new Map<Locale, Intl.DateTimeFormat>();
const dayFormats = new Map<Locale, Intl.DateTimeFormat>();

function cached(map: Map<Locale, Intl.DateTimeFormat>, locale: Locale, options: Intl.DateTimeFormatOptions) {
  let format = map.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(locale), { ...options, timeZone: 'UTC' });
    map.set(locale, format);
  }
  return format;
}

/** "13:30" → "1:30 PM" / "١:٣٠ م": a wall-clock time, shown as the locale writes it. */
export function formatShopTime(time: string, locale: Locale): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return cached(timeFormats, locale, { hour: 'numeric', minute: '2-digit' }).format(
    Date.UTC(2024, 0, 1, hours, minutes),
  );
}

/** 0 → "Sunday" / "الأحد". */
export function formatWeekday(day: number, locale: Locale): string {
  // 2023-01-01 was a Sunday, so day d of the week is 2023-01-(1 + d).
  return cached(dayFormats, locale, { weekday: 'long' }).format(Date.UTC(2023, 0, 1 + day));
}
