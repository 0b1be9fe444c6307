'use client';

import type { Locale } from '@coffee/contracts/common';
import { type BffQuery, bffUrl } from './bff-path';
import { type BffResult, loadAnswerSchema, NETWORK_ERROR, settleAnswer } from './bff-result';
import type { AnswerOf, BodyOf, JsonCall, ParamsOf } from './define-call';

export type CallOptions<Entry extends JsonCall> = {
  locale: Locale;
  query?: BffQuery;
  signal?: AbortSignal;
  /** Extra request headers (`Idempotency-Key`). */
  headers?: Record<string, string>;
} & (ParamsOf<Entry> extends undefined ? { params?: undefined } : { params: ParamsOf<Entry> }) &
  ([BodyOf<Entry>] extends [never] ? { body?: undefined } : { body: BodyOf<Entry> });

/** A plain object is sent as JSON; FormData as multipart (a photo upload); a Blob as itself (a CSV). */
function requestOf(method: string, body: unknown, signal?: AbortSignal, headers?: Record<string, string>) {
  const init: RequestInit = { method, signal, headers: { ...headers, accept: 'application/json' } };
  if (body instanceof FormData) {
    init.body = body;
  } else if (body instanceof Blob) {
    init.body = body;
    init.headers = { ...init.headers, 'content-type': body.type || 'application/octet-stream' };
  } else if (body !== undefined) {
    init.body = JSON.stringify(body);
    init.headers = { ...init.headers, 'content-type': 'application/json' };
  }
  return init;
}

/**
 * Makes one call of the table (lib/bff/calls) through the web's own `/bff/…` routes, which forward to the
 * API with the shopper's token from the httpOnly cookie and the page's language. The answer is checked
 * against the entry's contract before anyone uses it. Never throws for an answer (see `BffResult`); an
 * aborted call throws its AbortError as fetch does.
 *
 * @example callBff(cancelOrder, { locale, params: { number }, body: { refund_to: 'wallet' } })
 */
export async function callBff<Entry extends JsonCall>(
  entry: Entry,
  options: CallOptions<Entry>,
): Promise<BffResult<AnswerOf<Entry>>> {
  const { locale, params, query, body, signal, headers } = options;
  const url = bffUrl(entry, { params, query, locale });
  const schema = loadAnswerSchema(entry);
  let response: Response;
  try {
    response = await fetch(url, requestOf(entry.method, body, signal, headers));
  } catch (error) {
    if (signal?.aborted) throw error;
    return NETWORK_ERROR;
  }
  const payload: unknown = await response.json().catch(() => undefined);
  return settleAnswer(entry, response.status, payload, schema);
}
