/** The largest id the API accepts (a Postgres integer). */
const MAX_ID = 2_147_483_647;

/**
 * Parses an `[id]` route segment (`/single-product/12`, `/seller-profile/3`): a positive integer, written
 * plainly. Anything else is undefined, and the page answers 404 without asking the API.
 */
export function parseRouteId(segment: string): number | undefined {
  if (!/^[1-9]\d{0,9}$/.test(segment)) return undefined;
  const id = Number(segment);
  return id <= MAX_ID ? id : undefined;
}
