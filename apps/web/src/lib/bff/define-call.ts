import type { z } from 'zod';

// One entry per call a browser may make through the store's own `/bff/…` routes: the forwarder's allowlist
// is derived from these entries (app/bff/forwarded-routes.ts), and `callBff` takes one to build the path,
// type the body and check the answer. No server-only code here: both sides import the entries.

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * What a path parameter may hold, as the forwarder checks it: `id` (1–10 digits), `orderNumber` (an order
 * number as shoppers quote it, CM-2026-000123) or one of a few fixed words (`['paytabs', 'opay']`).
 */
export type ParamKind = 'id' | 'orderNumber' | readonly [string, ...string[]];

/**
 * A schema of the contracts, imported on first use: zod then stays out of the first-load JavaScript of the
 * pages that only call (the home page, the shop), and is fetched while the first answer is on its way.
 */
export type LoadSchema<Schema extends z.ZodType = z.ZodType> = () => Promise<Schema>;

/** Every answer of the API is `{ data, meta? }`; the caller gets `data`. */
export type Envelope = z.ZodType<{ data: unknown }>;

export type CallEntry = {
  readonly method: Method;
  /** Below `/bff/`, a `:name` for each parameter: `orders/:number/cancel`. */
  readonly path: string;
  readonly params?: Readonly<Record<string, ParamKind>>;
  /** The contract of a JSON body. Only its type is used in the browser: the API validates it. */
  readonly body?: LoadSchema;
  /** A body that is not JSON: a multipart form (a photo, documents) or one file sent as itself (a CSV). */
  readonly upload?: 'multipart' | 'file';
  /** The answer's contract, or `download`: a file the browser opens through a link (`bffUrl`). */
  readonly answer: LoadSchema<Envelope> | 'download';
  /** The largest body the forwarder takes, when above its default. */
  readonly bodyLimit?: number;
  /** Answered by a route of its own under app/bff (sign-in keeps the tokens there), so never forwarded. */
  readonly ownRoute?: true;
};

/** An entry `callBff` can make: its answer is JSON with a contract. */
export type JsonCall = CallEntry & { readonly answer: LoadSchema<Envelope> };

type ParamName<Segment extends string> = Segment extends `:${infer Name}` ? Name : never;

/** `orders/:number/cancel` → `'number'`. */
export type ParamNames<Path extends string> = Path extends `${infer Head}/${infer Rest}`
  ? ParamName<Head> | ParamNames<Rest>
  : ParamName<Path>;

/** A path with parameters names the kind of each; a path without has none. */
type ParamsFor<Path extends string> = [ParamNames<Path>] extends [never]
  ? { readonly params?: undefined }
  : { readonly params: { readonly [Name in ParamNames<Path>]: ParamKind } };

/**
 * Checks an entry's shape and keeps its literal types (path, kinds, schemas) for `callBff`. The schemas are
 * type parameters of their own: inferred from the imports, not widened to the entry's general shape.
 */
export const defineCall = <
  const Entry extends Omit<CallEntry, 'body' | 'answer'>,
  Body extends z.ZodType = never,
  Answer extends Envelope = never,
>(
  entry: Entry &
    ParamsFor<Entry['path']> & {
      readonly body?: LoadSchema<Body>;
      readonly answer: LoadSchema<Answer> | 'download';
    },
): Entry => entry;

type ParamValue<Kind> = Kind extends 'id'
  ? number
  : Kind extends 'orderNumber'
    ? string
    : Kind extends readonly (infer Word)[]
      ? Word
      : never;

/** The values a call's parameters take: `{ number: string }` for `orders/:number/cancel`. */
export type ParamsOf<Entry extends CallEntry> =
  Entry['params'] extends Readonly<Record<string, ParamKind>>
    ? { readonly [Name in keyof Entry['params']]: ParamValue<Entry['params'][Name]> }
    : undefined;

/** What a call sends: its contract's input, a FormData or a file; `never` for a call without a body. */
export type BodyOf<Entry extends CallEntry> =
  | (Entry extends { body: LoadSchema<infer Schema> } ? z.input<Schema> : never)
  | (Entry extends { upload: 'multipart' } ? FormData : never)
  | (Entry extends { upload: 'file' } ? Blob : never);

/** What a call answers, as its contract parses it: the envelope's `data`. */
export type AnswerOf<Entry extends JsonCall> = z.output<Awaited<ReturnType<Entry['answer']>>>['data'];
