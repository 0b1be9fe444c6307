'use client';

import type { ApiError, Locale } from '@coffee/contracts/common';
import { reloadForChunkError } from '@/lib/chunk-load-error';
import type { BffQuery } from './bff-path';
import type { AnswerOf, BodyOf, JsonCall, ParamsOf } from './define-call';

/**
 * A call's outcome; never thrown. `status` 0: no usable answer — `NETWORK_ERROR` (nothing answered) or
 * `BAD_ANSWER` (an answer that broke its contract, logged) — with an empty message: the caller says its own
 * generic sentence.
 */
export type BffResult<T> =
  | { ok: true; status: number; data: T }
  /** `body`: the whole error answer, for fields beyond the usual three (the lines over stock of an order). */
  | { ok: false; status: number; error: ApiError; body?: unknown };

export type CallOptions<Entry extends JsonCall> = {
  locale: Locale;
  query?: BffQuery;
  signal?: AbortSignal;
  /** Extra request headers (`Idempotency-Key`). */
  headers?: Record<string, string>;
} & (ParamsOf<Entry> extends undefined ? { params?: undefined } : { params: ParamsOf<Entry> }) &
  ([BodyOf<Entry>] extends [never] ? { body?: undefined } : { body: BodyOf<Entry> });

export const NETWORK_ERROR: BffResult<never> = {
  ok: false,
  status: 0,
  error: { message: '', code: 'NETWORK_ERROR' },
};

/** Code of the page that could not be loaded: a deploy replaced it (spec: reload, at most once a minute). */
export function unloaded(error: unknown): BffResult<never> {
  reloadForChunkError(error);
  return NETWORK_ERROR;
}

/**
 * Makes one call of the table (lib/bff/calls) through the web's own `/bff/…` routes, which forward to the
 * API with the shopper's token from the httpOnly cookie and the page's language. The answer is parsed with
 * the entry's contract before anyone uses it. Never throws for an answer (see `BffResult`); an aborted call
 * throws its AbortError as fetch does. The code that sends and checks, with zod and the contracts, comes with
 * a page's first call (send-call.ts): a page's first-load JavaScript holds only the entries it calls.
 *
 * @example callBff(cancelOrder, { locale, params: { number }, body: { refund_to: 'wallet' } })
 */
export function callBff<Entry extends JsonCall>(
  entry: Entry,
  options: CallOptions<Entry>,
): Promise<BffResult<AnswerOf<Entry>>> {
  return import('./send-call').then(({ sendCall }) => sendCall(entry, options), unloaded);
}
