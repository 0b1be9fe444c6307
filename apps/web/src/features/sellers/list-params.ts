/** What Next hands a page as `searchParams`. */
export type SearchParams = Record<string, string | string[] | undefined>;

export type ListParams = { query?: string; governorate?: number; page: number };

const MAX_ID = 2_147_483_647;
const MAX_PAGE = 10_000;
/** The API's limit on search text. */
const MAX_QUERY_LENGTH = 100;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

function positiveInt(value: string | undefined, max: number): number | undefined {
  if (!value || !/^\d+$/.test(value)) return undefined;
  const number = Number(value);
  return number >= 1 && number <= max ? number : undefined;
}

/**
 * Reads `query`, `governorate` and `page` from a list page's URL. Anything malformed is dropped rather than
 * sent on (the API would answer 400), so a hand-edited link still shows a sensible page.
 */
export function parseListParams(searchParams: SearchParams): ListParams {
  const query = first(searchParams.query)?.trim().slice(0, MAX_QUERY_LENGTH);
  return {
    query: query || undefined,
    governorate: positiveInt(first(searchParams.governorate), MAX_ID),
    page: positiveInt(first(searchParams.page), MAX_PAGE) ?? 1,
  };
}

/** The same list with other parameters: empty ones are left out, page 1 is the bare URL. */
export function getListHref(path: string, params: ListParams): string {
  const search = new URLSearchParams();
  if (params.query) search.set('query', params.query);
  if (params.governorate !== undefined) search.set('governorate', String(params.governorate));
  if (params.page > 1) search.set('page', String(params.page));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
