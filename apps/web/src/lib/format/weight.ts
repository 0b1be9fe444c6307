import type { Locale } from '@coffee/contracts/common';

/** 250 g → "250 g" / "٢٥٠ جم"; 1.5 kg → "1.5 kg" / "١٫٥ كجم". */
export function formatWeight(value: number, unit: 'g' | 'kg', locale: Locale): string {
  const number = new Intl.NumberFormat(locale === 'ar' ? 'ar-EG' : 'en-EG', {
    maximumFractionDigits: 2,
  }).format(value);
  const label = locale === 'ar' ? (unit === 'kg' ? 'كجم' : 'جم') : unit;
  return `${number} ${label}`;
}
