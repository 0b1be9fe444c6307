import 'server-only';
import { type TokenPair, TokenResponse } from '@coffee/contracts/auth';
import { env } from '@/lib/env';
import { requestIdHeaders } from '@/lib/request-id';
import { ACCESS_COOKIE, needsRenewal, REFRESH_COOKIE } from './session-cookies';

export type Renewal =
  /** Nothing to do: a live access token, or no session at all. */
  | { kind: 'unchanged' }
  /** A new pair: write it to the browser (and to the request being served). */
  | { kind: 'renewed'; pair: TokenPair }
  /** The API refused the refresh token (expired, revoked, reused): the shopper is logged out. */
  | { kind: 'ended' };

type CookieReader = { get: (name: string) => { value: string } | undefined };

const TIMEOUT_MS = 5_000;

/**
 * Renews the shopper's tokens when the access token is about to expire (or gone) and a refresh token is
 * there. Shared by the proxy (page requests) and the /bff routes (the browser's calls), the two places that
 * may write cookies. A 409 means another request of the same browser renewed with this very token a moment
 * ago (two tabs, a prefetch): its answer carries the new cookies, so this one changes nothing. An API that
 * cannot be reached changes nothing either: being offline is no reason to log anyone out.
 */
export async function renewSession(
  cookies: CookieReader,
  forwardedFor: string | null,
  requestId: string | null = null,
): Promise<Renewal> {
  const refreshToken = cookies.get(REFRESH_COOKIE)?.value;
  const accessToken = cookies.get(ACCESS_COOKIE)?.value;
  if (!refreshToken || !needsRenewal(accessToken, Math.floor(Date.now() / 1000))) {
    return { kind: 'unchanged' };
  }
  let response: Response;
  try {
    response = await fetch(`${env.API_URL}/auth/refresh`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
        ...requestIdHeaders(requestId),
      },
      body: JSON.stringify({ refresh_token: refreshToken }),
      cache: 'no-store',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    console.error('session renewal: API unreachable', error);
    return { kind: 'unchanged' };
  }
  if (response.ok) {
    const parsed = TokenResponse.safeParse(await response.json().catch(() => undefined));
    if (parsed.success) return { kind: 'renewed', pair: parsed.data.data };
    console.error('session renewal: the API answer broke its contract');
    return { kind: 'unchanged' };
  }
  if (response.status === 401 || response.status === 422 || response.status === 400) return { kind: 'ended' };
  return { kind: 'unchanged' };
}

/** The secure flag of the session cookies: only where the store's public origin is https. */
export const secureCookies = (): boolean => env.SITE_URL.startsWith('https:');
