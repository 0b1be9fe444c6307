import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';

/** What a caller may hand us as a request id: short, and nothing that could forge a log line. */
const WELL_FORMED = /^[A-Za-z0-9._:-]{8,100}$/;

/**
 * The request's id in every log line of it: the one the storefront's server (or the balancer) sent, so a
 * shopper's request can be followed from the storefront to the API, or a new one. An id is only a label for
 * logs, never trusted for anything else; one that is not well-formed is replaced.
 */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && WELL_FORMED.test(given) ? given : randomUUID();
}
