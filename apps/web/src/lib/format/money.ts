import type { Locale } from '@coffee/contracts/common';

// Money arrives in piastres (1 EGP = 100) and is formatted only here, at the edge, in the page's locale.
// Egyptian Arabic shows Arabic-Indic digits and "ج.م."; English shows "EGP 1,250.00".
const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(
  locale: Locale,
  fractionDigits: number,
  signDisplay: 'auto' | 'exceptZero' = 'auto',
): Intl.NumberFormat {
  const key = `${locale}:${fractionDigits}:${signDisplay}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale === 'ar' ? 'ar-EG' : 'en-EG', {
      style: 'currency',
      currency: 'EGP',
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
      signDisplay,
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** 125000 → "EGP 1,250" / "‏١٬٢٥٠ ج.م.‏"; piastres are shown only when there are some. */
export function formatPrice(piastres: number, locale: Locale): string {
  const whole = piastres % 100 === 0;
  return formatterFor(locale, whole ? 0 : 2).format(piastres / 100);
}

/** An amount to the piastre, always with its two decimals, as invoices print money: 125000 → "EGP 1,250.00". */
export function formatExactPrice(piastres: number, locale: Locale): string {
  return formatterFor(locale, 2).format(piastres / 100);
}

/** A movement of money, signed either way: 5000 → "+EGP 50", -1250 → "-EGP 12.50" (wallet transactions). */
export function formatSignedPrice(piastres: number, locale: Locale): string {
  const whole = piastres % 100 === 0;
  return formatterFor(locale, whole ? 0 : 2, 'exceptZero').format(piastres / 100);
}

/** The percentage a shopper saves, rounded down so a badge never overstates it. */
export function discountPercent(price: number, beforeDiscount: number | null): number {
  if (beforeDiscount === null || beforeDiscount <= price) return 0;
  return Math.floor(((beforeDiscount - price) * 100) / beforeDiscount);
}
