import type { Locale } from '@coffee/contracts/common';
import type { CallEntry } from './define-call';

export type BffQuery = URLSearchParams | Record<string, string | number | boolean | null | undefined>;

export type BffUrlOptions = {
  params?: Readonly<Record<string, string | number>>;
  query?: BffQuery;
  /** The page's language, for the API's sentences and localized fields. */
  locale?: Locale;
};

/** An entry's path with its parameters filled in, each encoded: `orders/CM-2026-000123/cancel`. */
export function pathOf(entry: CallEntry, params: BffUrlOptions['params']): string {
  return entry.path
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment;
      const value = params?.[segment.slice(1)];
      if (value === undefined) throw new Error(`bff: ${entry.path} needs ${segment}`);
      return encodeURIComponent(String(value));
    })
    .join('/');
}

/** The store's own address of a call: `/bff/orders/summary?use_wallet=false&locale=ar`. */
export function bffUrl(entry: CallEntry, { params, query, locale }: BffUrlOptions = {}): string {
  const search = new URLSearchParams(query instanceof URLSearchParams ? query : undefined);
  if (query && !(query instanceof URLSearchParams)) {
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined && value !== null) search.append(key, String(value));
    }
  }
  if (locale) search.set('locale', locale);
  const text = search.toString();
  return `/bff/${pathOf(entry, params)}${text ? `?${text}` : ''}`;
}
