import { REQUEST_ID_HEADER } from '../../request-id.mjs';

export { REQUEST_ID_HEADER };

/** The id server.mjs gave this request (absent under plain `next dev`). */
export const requestIdOf = (request: { headers: Headers }) => request.headers.get(REQUEST_ID_HEADER);

/** Headers that carry the request's id to the API, so its log lines share it with the storefront's. */
export const requestIdHeaders = (id: string | null | undefined): Record<string, string> =>
  id ? { [REQUEST_ID_HEADER]: id } : {};
