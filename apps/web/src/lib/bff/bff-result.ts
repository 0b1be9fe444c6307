'use client';

import type { ApiError } from '@coffee/contracts/common';
import { reloadForChunkError } from '@/lib/chunk-load-error';
import { endSession } from '@/lib/session/session-store';
import type { AnswerOf, Envelope, JsonCall } from './define-call';

/**
 * A call's outcome; never thrown. `status` 0: no usable answer — `NETWORK_ERROR` (nothing answered) or
 * `BAD_ANSWER` (an answer that broke its contract, logged) — with an empty message: the caller says its own
 * generic sentence.
 */
export type BffResult<T> =
  | { ok: true; status: number; data: T }
  /** `body`: the whole error answer, for fields beyond the usual three (the lines over stock of an order). */
  | { ok: false; status: number; error: ApiError; body?: unknown };

/** Codes with which the web's server says the shopper's session is gone (no cookie, refresh refused). */
const SESSION_GONE = new Set(['UNAUTHENTICATED', 'SESSION_ENDED', 'TOKEN_EXPIRED', 'REFRESH_TOKEN_REUSED']);

const noAnswer = (code: 'NETWORK_ERROR' | 'BAD_ANSWER') =>
  ({ ok: false, status: 0, error: { message: '', code } }) as const;

export const NETWORK_ERROR = noAnswer('NETWORK_ERROR');

/**
 * Starts loading a call's answer schema (so it comes while the request is on its way); null when its code
 * cannot be loaded — after a deploy replaced it, the page reloads as for any chunk (spec: at most once a minute).
 */
export function loadAnswerSchema(entry: JsonCall): Promise<Envelope | null> {
  return entry.answer().catch((error: unknown) => {
    reloadForChunkError(error);
    console.error(`bff: the contract of ${entry.method} /bff/${entry.path} could not be loaded`, error);
    return null;
  });
}

/**
 * An answer as its call's result: a success parsed with the entry's contract (one that breaks it is a
 * `BAD_ANSWER`, never passed on unchecked), a refusal with the API's `{ message, messages?, code }` (already
 * in the page's language). A 401 that says the session is gone logs the page out (spec §4: on a failed
 * refresh the shopper is logged out automatically).
 */
export async function settleAnswer<Entry extends JsonCall>(
  entry: Entry,
  status: number,
  payload: unknown,
  schema: Promise<Envelope | null>,
): Promise<BffResult<AnswerOf<Entry>>> {
  if (status >= 200 && status < 300) {
    const contract = await schema;
    if (!contract) return NETWORK_ERROR;
    const parsed = contract.safeParse(payload);
    if (parsed.success) return { ok: true, status, data: parsed.data.data as AnswerOf<Entry> };
    console.error(`bff: ${entry.method} /bff/${entry.path} answered outside its contract`, parsed.error);
    return noAnswer('BAD_ANSWER');
  }
  const problem = (payload ?? {}) as { message?: unknown; messages?: unknown; code?: unknown };
  const error: ApiError = {
    message: typeof problem.message === 'string' ? problem.message : '',
    messages: Array.isArray(problem.messages) ? problem.messages.map(String) : undefined,
    code: typeof problem.code === 'string' ? problem.code : 'HTTP_ERROR',
  };
  if (status === 401 && SESSION_GONE.has(error.code)) await endSession();
  return { ok: false, status, error, body: payload };
}
