/**
 * A call to the provider API that did not give a usable answer. `status` is the HTTP status (so a page can
 * `notFound()` on 404); failures that never reached a status use 503 (API unreachable) or 502 (the answer
 * did not match its contract).
 */
export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly path: string,
    readonly messages: readonly string[] = [],
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }

  get isNotFound(): boolean {
    return this.status === 404;
  }
}

export const isApiNotFound = (error: unknown): boolean =>
  error instanceof ApiRequestError && error.isNotFound;
