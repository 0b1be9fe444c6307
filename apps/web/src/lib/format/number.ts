import type { Locale } from '@coffee/contracts/common';

// NOTE: plain 'ar' formats with Latin digits in current ICU data, while prices (money.ts) use 'ar-EG' and
// Arabic-Indic digits; counts, ratings and page numbers must match the prices beside them.
const formatters = new Map<string, Intl.NumberFormat>();

/** The Intl locale every number on a page of this language is written in. */
export const numberLocale = (locale: Locale): string => (locale === 'ar' ? 'ar-EG' : 'en-EG');

/** 1234.5 → "1,234.5" / "١٬٢٣٤٫٥"; `maximumFractionDigits` defaults to 1 (ratings). */
export function formatNumber(value: number, locale: Locale, maximumFractionDigits = 1): string {
  const key = `${locale}:${maximumFractionDigits}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(numberLocale(locale), { maximumFractionDigits });
    formatters.set(key, formatter);
  }
  return formatter.format(value);
}

/** A size limit as the megabytes a hint says: 5 × 1024 × 1024 → "5" / "٥". */
export const formatMegabytes = (bytes: number, locale: Locale): string =>
  formatNumber(bytes / (1024 * 1024), locale);

/** 20 → "20%" / "٢٠٪". */
export function formatPercent(percent: number, locale: Locale): string {
  return new Intl.NumberFormat(numberLocale(locale), { style: 'percent', maximumFractionDigits: 0 }).format(
    percent / 100,
  );
}
