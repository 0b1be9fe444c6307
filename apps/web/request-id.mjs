// The id that follows a shopper's request from the storefront's server to the API, shared by server.mjs,
// the app (src/lib/request-id.ts) and their tests.
import { randomUUID } from 'node:crypto';

export const REQUEST_ID_HEADER = 'x-request-id';

/** What we accept from a proxy of ours: short, and nothing that could forge a log line. */
const WELL_FORMED = /^[A-Za-z0-9._:-]{8,100}$/;

/**
 * This request's id: the one a reverse proxy of ours set (only when WEB_TRUSTED_PROXIES says one stands in
 * front, e.g. HAProxy's `unique-id-header`), else a new one. A client's own header is never taken as is.
 * @param {string | string[] | undefined} given the X-Request-Id header(s) as received
 * @param {number} trustedProxies how many reverse proxies of our own stand in front of the storefront
 * @returns {string}
 */
export function requestIdFor(given, trustedProxies) {
  if (trustedProxies > 0 && typeof given === 'string' && WELL_FORMED.test(given)) return given;
  return randomUUID();
}
