import type { ProductCard, ProductListResponse } from '@coffee/contracts/catalog';
import type { ApiError, PageMeta } from '@coffee/contracts/common';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { getJson } from './app.js';
import { type ApiLang, ARABIC } from './seed.js';

export type Query = Record<string, string | string[]>;

/** Words that would mean a response is telling a client about our internals. */
const INTERNALS =
  /\b(select|insert|update|delete|where|from "|relation|column|syntax|postgres|pglite|drizzle|zod|stack|node_modules)\b|\.ts:\d+|at \w+ \(/i;

/**
 * A 4xx a client can act on: the one error shape, a message in the request's language, and nothing of
 * the server's insides (no stack, no SQL, no file paths).
 */
export function expectClientError(
  response: { status: number; body: unknown },
  status: number,
  lang: ApiLang = 'en-US',
): ApiError {
  expect(response.status).toBe(status);
  const body = response.body as ApiError;
  expect(Object.keys(body).sort()).toEqual(
    body.messages ? ['code', 'message', 'messages'] : ['code', 'message'],
  );
  expect(body.code).toMatch(/^[A-Z_]+$/);
  const texts = [body.message, ...(body.messages ?? [])];
  for (const text of texts) {
    expect(text).not.toMatch(INTERNALS);
    if (lang === 'ar-SA') expect(text).toMatch(ARABIC);
  }
  if (lang === 'en-US') expect(body.message).not.toMatch(ARABIC);
  return body;
}

export async function listProducts(app: FastifyInstance, query: Query) {
  return getJson<ProductListResponse>(app, '/products', query);
}

/** Every page of a paginated list, in order, with the meta each page reported. */
export async function walkPages<T>(
  app: FastifyInstance,
  url: string,
  query: Query,
  perPage: number,
  itemsOf: (body: never) => T[] = (body: { data: T[] }) => body.data,
): Promise<{ items: T[]; pages: T[][]; metas: PageMeta[] }> {
  const pages: T[][] = [];
  const metas: PageMeta[] = [];
  let lastPage = 1;
  for (let page = 1; page <= lastPage; page++) {
    const response = await getJson<{ meta: PageMeta }>(app, url, {
      ...query,
      page: String(page),
      per_page: String(perPage),
    });
    expect(response.status, `${url} page ${page}`).toBe(200);
    metas.push(response.body.meta);
    pages.push(itemsOf(response.body as never));
    lastPage = response.body.meta.last_page;
    if (page > 200) throw new Error('runaway pagination');
  }
  return { items: pages.flat(), pages, metas };
}

/** All products of a listing query, walked page by page. */
export async function allProducts(app: FastifyInstance, query: Query, perPage = 100): Promise<ProductCard[]> {
  return (await walkPages<ProductCard>(app, '/products', query, perPage)).items;
}

export const ids = (items: { id: number }[]): number[] => items.map((item) => item.id);
