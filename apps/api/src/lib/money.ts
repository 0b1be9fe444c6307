// Money is integer piastres (1 EGP = 100) below the UI; these are the only conversions.

export const PIASTRES_PER_POUND = 100;

/** 12.5 EGP → 1250. Rounds half away from zero at the piastre, so 0.1 + 0.2 style float noise never leaks. */
export function poundsToPiastres(pounds: number): number {
  if (!Number.isFinite(pounds)) throw new RangeError(`Not an amount: ${pounds}`);
  const piastres = Math.round(Math.abs(pounds) * PIASTRES_PER_POUND + Number.EPSILON * 100);
  return pounds < 0 ? -piastres : piastres;
}

export function piastresToPounds(piastres: number): number {
  if (!Number.isInteger(piastres)) throw new RangeError(`Piastres must be an integer: ${piastres}`);
  return piastres / PIASTRES_PER_POUND;
}

/** Percent off `before` that `price` represents, rounded down so a badge never overstates a discount. */
export function discountPercent(price: number, before: number | null): number {
  if (before === null || before <= price || before <= 0) return 0;
  return Math.floor(((before - price) * 100) / before);
}
