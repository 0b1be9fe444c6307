import { CLIENT_ADDRESS_HEADER } from '../../client-address.mjs';

/**
 * The shopper's address for the API's per-IP rate limits, as server.mjs saw it (never the client's own
 * X-Forwarded-For, which Next.js passes on as sent). Absent under plain `next dev`: the API then counts the
 * storefront's own address, which is safe, only coarse.
 */
export const forwardedForOf = (request: { headers: Headers }) => request.headers.get(CLIENT_ADDRESS_HEADER);
