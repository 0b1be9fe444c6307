'use client';

import type { ApiError } from '@coffee/contracts/common';
import { endSession } from '@/lib/session/session-store';
import { type BffResult, unloaded } from './call-bff';
import type { AnswerOf, JsonCall } from './define-call';
import { loadAnswerContract } from './load-contract';

// Loaded with a page's first call (call-bff.ts), never in its first load.

/** Codes with which the web's server says the shopper's session is gone (no cookie, refresh refused). */
const SESSION_GONE = new Set(['UNAUTHENTICATED', 'SESSION_ENDED', 'TOKEN_EXPIRED', 'REFRESH_TOKEN_REUSED']);

/** A refusal as the API worded it, `{ message, messages?, code }` (already in the page's language). */
function refusalOf(payload: unknown): ApiError {
  const problem: { message?: unknown; messages?: unknown; code?: unknown } =
    typeof payload === 'object' && payload !== null ? payload : {};
  return {
    message: typeof problem.message === 'string' ? problem.message : '',
    messages: Array.isArray(problem.messages) ? problem.messages.map(String) : undefined,
    code: typeof problem.code === 'string' ? problem.code : 'HTTP_ERROR',
  };
}

/**
 * Starts loading a call's answer contract (while its request is on its way) and gives back what turns the
 * answer into the call's result: a success parsed with that contract — one that breaks it is a `BAD_ANSWER`,
 * logged, never passed on unchecked — or a refusal. A 401 that says the session is gone logs the page out
 * (spec §4: on a failed refresh the shopper is logged out automatically).
 */
export function prepareAnswer<Entry extends JsonCall>(entry: Entry) {
  const contract = loadAnswerContract(entry.answer).then(
    (schema) => ({ schema }),
    (error: unknown) => ({ error }),
  );
  return async (status: number, payload: unknown): Promise<BffResult<AnswerOf<Entry>>> => {
    if (status < 200 || status >= 300) {
      const error = refusalOf(payload);
      if (status === 401 && SESSION_GONE.has(error.code)) await endSession();
      return { ok: false, status, error, body: payload };
    }
    const loaded = await contract;
    if ('error' in loaded) return unloaded(loaded.error);
    const parsed = loaded.schema.safeParse(payload);
    if (!parsed.success) {
      console.error(`bff: ${entry.method} /bff/${entry.path} answered outside its contract`, parsed.error);
      return { ok: false, status: 0, error: { message: '', code: 'BAD_ANSWER' } };
    }
    // NOTE: the schema is the one the entry names (define-call.ts ties the name to its type), so what it
    // parsed is the entry's answer: the one place a parsed answer gets its type.
    const { data } = parsed.data as { data: AnswerOf<Entry> };
    return { ok: true, status, data };
  };
}
