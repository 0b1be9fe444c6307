'use client';

import { bffUrl } from './bff-path';
import { type BffResult, type CallOptions, NETWORK_ERROR } from './call-bff';
import type { AnswerOf, JsonCall } from './define-call';
import { prepareAnswer } from './settle-answer';

// Loaded with a page's first call (call-bff.ts), never in its first load.

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

/** `callBff`'s work: the request, then its answer checked against the entry's contract. */
export async function sendCall<Entry extends JsonCall>(
  entry: Entry,
  { locale, params, query, body, signal, headers }: CallOptions<Entry>,
): Promise<BffResult<AnswerOf<Entry>>> {
  const settle = prepareAnswer(entry);
  let response: Response;
  try {
    response = await fetch(
      bffUrl(entry, { params, query, locale }),
      requestOf(entry.method, body, signal, headers),
    );
  } catch (error) {
    if (signal?.aborted) throw error;
    return NETWORK_ERROR;
  }
  const payload: unknown = await response.json().catch(() => undefined);
  return settle(response.status, payload);
}
