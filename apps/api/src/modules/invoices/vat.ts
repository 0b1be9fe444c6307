/**
 * The VAT inside a VAT-inclusive amount at `rate` percent: amount × rate / (100 + rate), rounded to the
 * piastre (half up). Integers only: 11,400 piastres at 14 % hold 1,400.
 */
export function vatIncluded(amount: number, rate: number): number {
  if (rate <= 0 || amount <= 0) return 0;
  return Math.floor((amount * rate * 2 + (100 + rate)) / (2 * (100 + rate)));
}
