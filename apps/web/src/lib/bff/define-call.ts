import type { z } from 'zod';

export type CallMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * What a `:name` segment of a call's path may be: `id` a row id (1–10 digits), `orderNumber` an order number
 * as shoppers quote it (bounded, so no path runs on), or one of a short list of literal values.
 */
export type ParamKind = 'id' | 'orderNumber' | readonly string[];

/**
 * A schema imported only when a call first needs it. Calls made from the shell of every page (the cart, the
 * wishlist, the session) name their schemas so: zod stays out of those pages' first load (budgets.json).
 * As a body it only types the call: a body is checked by the form that made it and by the API, never here.
 */
export type LazySchema<S extends z.ZodType = z.ZodType> = { readonly loadSchema: () => Promise<S> };

export const lazySchema = <S extends z.ZodType>(loadSchema: () => Promise<S>): LazySchema<S> => ({
  loadSchema,
});

/** The schema itself, lazy or not. */
export type SchemaOf<T> = T extends LazySchema<infer S> ? S : T extends z.ZodType ? T : never;

/** A JSON body (its contract's schema), a multipart form (FormData), or a file sent as itself (a Blob). */
export type BodyKind = z.ZodType | LazySchema | 'multipart' | 'file';

/**
 * One call the browser may make through `/bff/<path>`. `answer` is the schema of the `data` of the API's
 * `{ data }` envelope; `'download'` is a file the browser opens by a link (never read by `callBff`).
 */
export type CallEntry = {
  readonly method: CallMethod;
  readonly path: string;
  readonly params?: Readonly<Record<string, ParamKind>>;
  readonly body?: BodyKind | readonly BodyKind[];
  readonly answer: z.ZodType | LazySchema | 'download';
  /**
   * Served by a route of its own under `app/bff/` (sign-in, renewal, logout keep tokens out of the browser),
   * so the forwarder refuses it.
   */
  readonly ownRoute?: true;
};

/** The names of a path's `:name` segments: `'orders/:number/cancel'` → `'number'`. */
export type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<Rest>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

type ParamsOfPath<P extends string> = [ParamNames<P>] extends [never]
  ? { readonly params?: undefined }
  : { readonly params: { readonly [K in ParamNames<P>]: ParamKind } };

/** Keeps an entry's literal types (its path, its params' kinds, its schemas) and checks its params name the path's. */
export const defineCall = <const E extends CallEntry>(entry: E & ParamsOfPath<E['path']>): E => entry;
