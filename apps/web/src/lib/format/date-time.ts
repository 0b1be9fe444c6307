import type { Locale } from '@coffee/contracts/common';
import { numberLocale } from '@/lib/format/number';

// Dates are shown as a shopper in Egypt lives them: Cairo time, whatever the server's or browser's zone.
export const TIME_ZONE = 'Africa/Cairo';
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(locale: Locale, withTime: boolean): Intl.DateTimeFormat {
  const key = `${locale}:${withTime}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(numberLocale(locale), {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      ...(withTime ? { hour: 'numeric', minute: '2-digit' } : {}),
      timeZone: TIME_ZONE,
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** An API timestamp (ISO 8601) in Cairo time: "March 5, 2025 at 2:30 PM" / "٥ مارس ٢٠٢٥ في ٢:٣٠ م". */
export function formatDateTime(iso: string, locale: Locale): string {
  return formatterFor(locale, true).format(new Date(iso));
}

/** The day only, in Cairo: "March 5, 2025" / "٥ مارس ٢٠٢٥". */
export function formatDate(iso: string, locale: Locale): string {
  return formatterFor(locale, false).format(new Date(iso));
}
