/** The API's largest page number; anything past it (or not a whole number ≥ 1) is page 1. */
const MAX_PAGE = 10_000;

/**
 * The `page` of a list's URL (`/blog?page=2`): a hand-edited or stale value never becomes an error page,
 * it shows the first page instead.
 */
export function parseListPage(value: string | string[] | undefined): number {
  const text = Array.isArray(value) ? value[0] : value;
  if (!text || !/^[1-9]\d{0,4}$/.test(text)) return 1;
  const page = Number(text);
  return page <= MAX_PAGE ? page : 1;
}

/** A list's path with its page (`/blog/articles?page=2`); page 1 keeps the plain path. */
export const withPage = (path: string, page: number): string => {
  if (page <= 1) return path;
  return `${path}${path.includes('?') ? '&' : '?'}page=${page}`;
};
