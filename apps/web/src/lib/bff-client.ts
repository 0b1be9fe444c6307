'use client';

import type { ApiError, Locale } from '@coffee/contracts/common';
import { endSession } from './session/session-store';

export type BffResult<T> =
  | { ok: true; status: number; data: T }
  /** `body`: the whole error answer, for fields beyond the usual three (the lines over stock of an order). */
  | { ok: false; status: number; error: ApiError; body?: unknown };

export type BffOptions = {
  locale: Locale;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** A plain object is sent as JSON; FormData as multipart (a photo upload); a Blob as itself (a CSV). */
  body?: unknown;
  signal?: AbortSignal;
  /** Extra request headers (`Idempotency-Key`). */
  headers?: Record<string, string>;
};

/** Codes with which the web's server says the shopper's session is gone (no cookie, refresh refused). */
const SESSION_GONE = new Set(['UNAUTHENTICATED', 'SESSION_ENDED', 'TOKEN_EXPIRED', 'REFRESH_TOKEN_REUSED']);

/**
 * Calls the web's own `/bff/…` routes, which forward to the API with the shopper's token from the httpOnly
 * cookie and the page's language. Never throws for an answer: a failure comes back as `{ ok: false }` with
 * the API's `{ message, messages?, code }` (already in the page's language), or `NETWORK_ERROR` with an empty
 * message when nothing answered (the caller shows its own sentence). A 401 that says the session is gone
 * logs the page out (spec §4: on a failed refresh the shopper is logged out automatically).
 */
export async function callBff<T>(path: string, options: BffOptions): Promise<BffResult<T>> {
  const { locale, method = options.body === undefined ? 'GET' : 'POST', body, signal, headers } = options;
  const url = `/bff/${path.replace(/^\//, '')}`;
  const separator = url.includes('?') ? '&' : '?';
  const init: RequestInit = { method, signal, headers: { ...headers, accept: 'application/json' } };
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

  let response: Response;
  try {
    response = await fetch(`${url}${separator}${new URLSearchParams({ locale })}`, init);
  } catch (error) {
    if (signal?.aborted) throw error;
    return { ok: false, status: 0, error: { message: '', code: 'NETWORK_ERROR' } };
  }
  const payload = (await response.json().catch(() => undefined)) as
    | { data?: T; message?: string; messages?: string[]; code?: string }
    | undefined;
  if (response.ok) return { ok: true, status: response.status, data: payload?.data as T };

  const error: ApiError = {
    message: payload?.message ?? '',
    messages: payload?.messages,
    code: payload?.code ?? 'HTTP_ERROR',
  };
  if (response.status === 401 && SESSION_GONE.has(error.code)) await endSession();
  return { ok: false, status: response.status, error, body: payload };
}
