import { ApiError } from '@coffee/contracts/common';
import type { MessageKey, MessageRef } from '../i18n/messages.js';

export type { MessageRef };

/**
 * An error a handler raises on purpose: it knows its status and what to tell the client. `details` are
 * extra fields of the body a program acts on (e.g. the `lines` of OUT_OF_STOCK), never anything internal.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    readonly messageKey: MessageKey,
    readonly messages: MessageRef[] = [],
    readonly details: Record<string, unknown> = {},
    /** Values of the message's `{placeholders}`, e.g. the seconds to wait. */
    readonly params: Record<string, string | number> = {},
  ) {
    super(messageKey);
  }
}

/** The one error shape as a response schema: loose, so an error's `details` (OUT_OF_STOCK's `lines`) pass. */
const RefusalBody = ApiError.loose();

/**
 * A route's own refusals beyond the ones every route may answer (see the OpenAPI plugin), for its response
 * schema: `response: { 200: Order, ...refusals(409, 422) }`. Each is the one error shape.
 */
export const refusals = <S extends number>(...statuses: S[]) =>
  Object.fromEntries(statuses.map((status) => [status, RefusalBody])) as Record<S, typeof RefusalBody>;
