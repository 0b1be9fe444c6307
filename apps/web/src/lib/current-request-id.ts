import 'server-only';
import { headers } from 'next/headers';
import { REQUEST_ID_HEADER } from './request-id';

/**
 * The id of the request being rendered or handled, for API calls made on its behalf; null outside a request
 * (a build, a cached render).
 */
export async function currentRequestId(): Promise<string | null> {
  try {
    return (await headers()).get(REQUEST_ID_HEADER);
  } catch {
    return null;
  }
}
