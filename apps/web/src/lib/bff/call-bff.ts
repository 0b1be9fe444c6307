'use client';

import type { ApiError, Locale } from '@coffee/contracts/common';
import type { z } from 'zod';
import { endSession } from '../session/session-store';
import type { BodyKind, CallEntry, LazySchema, ParamKind, SchemaOf } from './define-call';

/** What `callBff` gives back: never thrown, a refusal is data. */
export type BffResult<T> =
  | { ok: true; status: number; data: T }
  /** `body`: the whole error answer, for fields beyond the usual three (the lines over stock of an order). */
  | { ok: false; status: number; error: ApiError; body?: unknown };

/** An entry `callBff` can read: its answer is JSON with a schema (a download is opened by a link instead). */
export type ReadableEntry = CallEntry & { readonly answer: z.ZodType | LazySchema };

/** What a call answers: the output of its answer's schema. */
export type AnswerOf<E extends ReadableEntry> = z.output<SchemaOf<E['answer']>>;

type ParamValue<K extends ParamKind> = K extends readonly (infer V)[]
  ? V
  : K extends 'id'
    ? number | string
    : string;

/** The values of an entry's `:name` segments, required when its path has any. */
export type ParamsOption<E extends CallEntry> =
  E['params'] extends Readonly<Record<string, ParamKind>>
    ? { params: { readonly [K in keyof E['params']]: ParamValue<E['params'][K]> } }
    : { params?: undefined };

/**
 * A JSON body as its schema reads it, or as a back-office form's check of it gave it (the schema's output:
 * an id typed as text is a number by then), which the API's schema reads the same.
 */
type BodyOf<K> = K extends z.ZodType | LazySchema
  ? z.input<SchemaOf<K>> | z.output<SchemaOf<K>>
  : K extends 'multipart'
    ? FormData
    : K extends 'file'
      ? Blob
      : never;

type BodyOption<E extends CallEntry> = E['body'] extends readonly BodyKind[]
  ? { body: BodyOf<E['body'][number]> }
  : E['body'] extends BodyKind
    ? { body: BodyOf<E['body']> }
    : { body?: undefined };

export type Query = URLSearchParams | Record<string, string | number | boolean | null | undefined>;

export type CallOptions<E extends CallEntry> = {
  locale: Locale;
  /** Added before the page's language; an empty value is left out. */
  query?: Query;
  signal?: AbortSignal;
  /** Extra request headers (`Idempotency-Key`). */
  headers?: Record<string, string>;
} & ParamsOption<E> &
  BodyOption<E>;

/** Codes with which the web's server says the shopper's session is gone (no cookie, refresh refused). */
const SESSION_GONE = new Set(['UNAUTHENTICATED', 'SESSION_ENDED', 'TOKEN_EXPIRED', 'REFRESH_TOKEN_REUSED']);

/** `/bff/<path>?<query>&locale=…` for an entry, each param encoded: for `callBff` and for download links. */
export function bffUrlOf<E extends CallEntry>(
  entry: E,
  options: { locale: Locale; query?: Query } & ParamsOption<E>,
): string {
  const values = (options.params ?? {}) as Record<string, string | number>;
  const path = entry.path.replace(/:([A-Za-z]+)/g, (_, name: string) =>
    encodeURIComponent(String(values[name])),
  );
  const search = new URLSearchParams();
  const query = options.query ?? {};
  for (const [key, value] of query instanceof URLSearchParams ? query : Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') search.append(key, String(value));
  }
  search.set('locale', options.locale);
  return `/bff/${path}?${search}`;
}

function loadAnswerSchema(answer: z.ZodType | LazySchema): Promise<z.ZodType | null> {
  return 'loadSchema' in answer ? answer.loadSchema().catch(() => null) : Promise.resolve(answer);
}

/**
 * Calls one entry of the call table through the web's own `/bff/…` routes, which forward to the API with the
 * shopper's token from the httpOnly cookie and the page's language. Never throws for an answer: a failure
 * comes back as `{ ok: false }` with the API's `{ message, messages?, code }` (already in the page's
 * language), `NETWORK_ERROR` with an empty message when nothing answered, or `BAD_ANSWER` with an empty
 * message when the answer is not what the entry's schema says (the caller shows its own sentence). A 401
 * that says the session is gone logs the page out (spec §4).
 */
export async function callBff<E extends ReadableEntry>(
  entry: E,
  options: CallOptions<E>,
): Promise<BffResult<AnswerOf<E>>> {
  const { signal, headers } = options;
  const body: unknown = options.body;
  const init: RequestInit = {
    method: entry.method,
    signal,
    headers: { ...headers, accept: 'application/json' },
  };
  if (body instanceof FormData) {
    init.body = body;
  } else if (body instanceof Blob) {
    // A file sent as itself (a CSV import), with its own type.
    init.body = body;
    init.headers = { ...init.headers, 'content-type': body.type || 'application/octet-stream' };
  } else if (body !== undefined) {
    init.body = JSON.stringify(body);
    init.headers = { ...init.headers, 'content-type': 'application/json' };
  }

  // A lazy schema loads while the request is under way; null when it could not be loaded.
  const schema = loadAnswerSchema(entry.answer);

  let response: Response;
  try {
    response = await fetch(bffUrlOf(entry, options), init);
  } catch (error) {
    if (signal?.aborted) throw error;
    return { ok: false, status: 0, error: { message: '', code: 'NETWORK_ERROR' } };
  }
  return readAnswer(entry, response.status, await response.json().catch(() => undefined), schema);
}

/** An answer of `/bff/…` as JSON, or undefined when it was none. */
export type BffPayload = { data?: unknown; message?: string; messages?: string[]; code?: string } | undefined;

/**
 * Reads an answer as `callBff` does (its `data` parsed with the entry's schema, the API's error kept, a gone
 * session ended), for clients that send otherwise (an upload that reports its progress).
 */
export async function readAnswer<E extends ReadableEntry>(
  entry: E,
  status: number,
  payload: BffPayload,
  schema: Promise<z.ZodType | null> = loadAnswerSchema(entry.answer),
): Promise<BffResult<AnswerOf<E>>> {
  if (status >= 200 && status < 300) {
    const answerSchema = await schema;
    if (!answerSchema) return { ok: false, status: 0, error: { message: '', code: 'NETWORK_ERROR' } };
    const answer = answerSchema.safeParse(payload?.data);
    // The schema's output for this entry: TypeScript cannot follow a generic schema through safeParse.
    if (answer.success) return { ok: true, status, data: answer.data as AnswerOf<E> };
    console.error(
      `callBff: ${entry.method} ${entry.path} answered what its schema refuses`,
      answer.error.issues,
    );
    return { ok: false, status, error: { message: '', code: 'BAD_ANSWER' } };
  }

  const error: ApiError = {
    message: payload?.message ?? '',
    messages: payload?.messages,
    code: payload?.code ?? 'HTTP_ERROR',
  };
  if (status === 401 && SESSION_GONE.has(error.code)) await endSession();
  return { ok: false, status, error, body: payload };
}
