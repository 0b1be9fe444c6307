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
