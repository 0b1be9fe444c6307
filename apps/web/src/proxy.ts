import { type NextRequest, NextResponse } from 'next/server';
import createMiddleware from 'next-intl/middleware';
import { routing } from './i18n/routing';
import { forwardedForOf } from './lib/client-address';
import { contentSecurityPolicy, createNonce } from './lib/content-security-policy';
import { isKnownPage } from './lib/known-routes';
import { isMembersOnly } from './lib/members-only';
import { parseVideoHosts } from './lib/parse-env';
import { requestIdOf } from './lib/request-id';
import { getLoginPath } from './lib/routes';
import { renewSession, secureCookies } from './lib/session/renew-session';
import {
  ACCESS_COOKIE,
  clearSessionCookies,
  REFRESH_COOKIE,
  writeSessionCookies,
} from './lib/session/session-cookies';

const localize = createMiddleware(routing);

/** Checked at start-up by lib/env (parseEnv); read here once, as the proxy cannot load server-only modules. */
const VIDEO_HOSTS = parseVideoHosts(process.env.VIDEO_HOSTS) ?? [];

/** A browser visiting a page asks for HTML; the router's own fetches (prefetch, navigation) ask for anything. */
const acceptsHtml = (request: NextRequest) => request.headers.get('accept')?.includes('text/html') ?? false;

/**
 * Every page request: renew the shopper's tokens if the access token is about to expire (so the page renders
 * with a live one, and the browser gets the new pair), keep guests out of members-only pages, then let
 * next-intl pick the locale and rewrite to `/[locale]/…`. Renewed tokens are written into this request's
 * cookies too: next-intl forwards the request's headers to the page it rewrites to. Each page also gets a
 * Content-Security-Policy with a nonce of its own (docs/decisions: content security policy).
 */
export default async function proxy(request: NextRequest) {
  // NOTE: the router prefetches every link in view. For a path that is no page, Next renders the not-found
  // page into the prefetch answer, and its client drops a non-OK prefetch without reading the body: the
  // browser then keeps that request open for good (one of a phone's few connections per dead link). Next
  // hides its RSC headers from the proxy, so the router's fetches are told from page visits by what they
  // accept: a visit asks for HTML and still gets the full not-found page; a fetch gets an empty 404 that ends.
  if (!isKnownPage(request.nextUrl.pathname) && !acceptsHtml(request)) {
    return new NextResponse(null, { status: 404, headers: { 'cache-control': 'no-store' } });
  }

  // Set on the request too: Next.js reads the nonce from it and puts it on the scripts it renders.
  const csp = contentSecurityPolicy({
    nonce: createNonce(),
    dev: process.env.NODE_ENV === 'development',
    https: request.nextUrl.protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https',
    videoHosts: VIDEO_HOSTS,
  });
  request.headers.set('content-security-policy', csp);
  const renewal = await renewSession(request.cookies, forwardedForOf(request), requestIdOf(request));
  if (renewal.kind === 'renewed') {
    request.cookies.set(ACCESS_COOKIE, renewal.pair.access_token);
    request.cookies.set(REFRESH_COOKIE, renewal.pair.refresh_token);
  } else if (renewal.kind === 'ended') {
    request.cookies.delete(ACCESS_COOKIE);
    request.cookies.delete(REFRESH_COOKIE);
  }

  const { pathname, search } = request.nextUrl;
  const response =
    isMembersOnly(pathname) && !request.cookies.has(ACCESS_COOKIE)
      ? NextResponse.redirect(new URL(getLoginPath(`${pathname}${search}`), request.url))
      : localize(request);

  response.headers.set('content-security-policy', csp);
  if (renewal.kind === 'renewed') writeSessionCookies(response.cookies, renewal.pair, secureCookies());
  else if (renewal.kind === 'ended') clearSessionCookies(response.cookies);
  return response;
}

export const config = {
  // Every page path, including `/api/opay/cancel` (a storefront page). Skipped: Next internals, the
  // same-origin media proxy, the browser-to-API forwarder (`/bff`, which renews on its own) and files with
  // an extension.
  matcher: ['/((?!_next|_vercel|media/|bff/|.*\\..*).*)'],
};
