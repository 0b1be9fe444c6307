import { toLatinDigits } from '@coffee/contracts/auth';

/**
 * Pounds as an operator types them ("250", "249.50", "٢٤٩٫٥", "1,250") → piastres; null when it is not an
 * amount with at most two decimals.
 */
export function parsePounds(text: string): number | null {
  const plain = toLatinDigits(text.trim())
    .replace(/[٬,\s]/g, '')
    .replace('٫', '.');
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(plain)) return null;
  const [whole = '0', fraction = ''] = plain.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Piastres → the pounds an input shows: "250", "249.5" → "249.50". */
export const toPoundsInput = (piastres: number): string =>
  piastres % 100 === 0 ? String(piastres / 100) : (piastres / 100).toFixed(2);

/** A whole number of items, 0 or more (any digits script); null otherwise. */
export function parseStock(text: string): number | null {
  const plain = toLatinDigits(text.trim());
  return /^\d{1,7}$/.test(plain) ? Number(plain) : null;
}
