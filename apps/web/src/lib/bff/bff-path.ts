import type { Locale } from '@coffee/contracts/common';
import type { CallEntry } from './define-call';

/** A call's query, as URLSearchParams takes it: `{ q: 'yirgacheffe' }`, `'use_wallet=false&address_id=4'`. */
export type BffQuery = ConstructorParameters<typeof URLSearchParams>[0];

export type BffUrlOptions = {
  params?: Readonly<Record<string, string | number>>;
  query?: BffQuery;
  /** The page's language, for the API's sentences and localized fields. */
  locale?: Locale;
};

/** The store's own address of a call, its parameters encoded: `/bff/orders/CM-2026-000123?locale=ar`. */
export function bffUrl(entry: CallEntry, { params, query, locale }: BffUrlOptions = {}): string {
  const path = entry.path
    .split('/')
    .map((segment) =>
      segment.startsWith(':') ? encodeURIComponent(String(params?.[segment.slice(1)])) : segment,
    )
    .join('/');
  const search = new URLSearchParams(query);
  if (locale) search.set('locale', locale);
  const text = search.toString();
  return `/bff/${path}${text ? `?${text}` : ''}`;
}
