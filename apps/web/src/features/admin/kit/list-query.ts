import type { z } from 'zod';
import { parseTypedDay } from '@/lib/format/typed-date';

type SearchParams = Record<string, string | string[] | undefined>;

/** One filter of a list's address: the raw value (the first, when repeated) to a kept value, or none. */
export type ListParam<Value extends string = string> = (raw: string | undefined) => Value | undefined;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** A search box's text: trimmed, cut to `max` characters (the API's limit); empty is no search. */
export const searchText =
  (max: number): ListParam =>
  (raw) =>
    raw?.trim().slice(0, max) || undefined;

/** A picker's value, kept only when the contract's schema takes it (a stale or hand-edited link drops it). */
export const choice =
  <Value extends string>(schema: z.ZodType<Value>): ListParam<Value> =>
  (raw) =>
    schema.safeParse(raw).data;

/** A day typed day/month/year (either digits) or kept as `YYYY-MM-DD`: the ISO day the API takes. */
export const typedDay: ListParam = (raw) => (raw ? (parseTypedDay(raw) ?? undefined) : undefined);

/**
 * A list page's filters from its address, each read by its own rule and left out when it has no value:
 * `readListFilters(search, { q: searchText(100), status: choice(ContentStatus) })`.
 */
export function readListFilters<Params extends Record<string, ListParam>>(
  search: SearchParams,
  params: Params,
): { [Name in keyof Params]?: Exclude<ReturnType<Params[Name]>, undefined> } {
  const values: Record<string, string> = {};
  for (const [name, read] of Object.entries(params)) {
    const value = read(first(search[name]));
    if (value !== undefined) values[name] = value;
  }
  return values as { [Name in keyof Params]?: Exclude<ReturnType<Params[Name]>, undefined> };
}

/** A list's address with its filters and page: `/admin/orders?status=PLACED&page=3`; page 1 stays bare. */
export function getListHref(path: string, values: Record<string, string | undefined>, page = 1): string {
  const query = new URLSearchParams(
    Object.entries(values).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  if (page > 1) query.set('page', String(page));
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}
