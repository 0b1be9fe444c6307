import type { TokenPair } from '@coffee/contracts/auth';

/**
 * The shopper's tokens, in httpOnly cookies only the web's server code reads (never localStorage, never
 * client JavaScript). SameSite=Lax: sent on top-level navigation from elsewhere (an email link), not on
 * cross-site subrequests, so a form on another site cannot act as the shopper. Secure where the store is
 * served over https (SITE_URL), so a local `npm start` on http://127.0.0.1 still works.
 */
export const ACCESS_COOKIE = 'access_token';
export const REFRESH_COOKIE = 'refresh_token';

/** Renew this long before the access token expires, so pages and calls never present an expired one. */
export const RENEW_BEFORE_SECONDS = 300;

type CookieOptions = {
  httpOnly: true;
  sameSite: 'lax';
  secure: boolean;
  path: '/';
  maxAge: number;
};

const options = (maxAge: number, secure: boolean): CookieOptions => ({
  httpOnly: true,
  sameSite: 'lax',
  secure,
  path: '/',
  maxAge,
});

/** What Next's response cookies (`NextResponse.cookies`, `cookies()` in a route handler) offer. */
export type WritableCookies = {
  set: (name: string, value: string, options: CookieOptions) => unknown;
  delete: (name: string) => unknown;
};

export function writeSessionCookies(jar: WritableCookies, pair: TokenPair, secure: boolean): void {
  jar.set(ACCESS_COOKIE, pair.access_token, options(pair.expires_in, secure));
  jar.set(REFRESH_COOKIE, pair.refresh_token, options(pair.refresh_expires_in, secure));
}

export function clearSessionCookies(jar: WritableCookies): void {
  jar.delete(ACCESS_COOKIE);
  jar.delete(REFRESH_COOKIE);
}

/**
 * When a JWT expires (seconds since the epoch), read from its payload without checking the signature: only
 * to decide when to renew. The API checks every token it is given. Null for anything unreadable.
 */
export function readTokenExpiry(token: string | undefined): number | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const claims = JSON.parse(atob(base64)) as { exp?: unknown };
    return typeof claims.exp === 'number' ? claims.exp : null;
  } catch {
    return null;
  }
}

/** True when the access token is missing, unreadable, or expires within RENEW_BEFORE_SECONDS. */
export function needsRenewal(accessToken: string | undefined, nowSeconds: number): boolean {
  const expiry = readTokenExpiry(accessToken);
  return expiry === null || expiry - nowSeconds <= RENEW_BEFORE_SECONDS;
}
