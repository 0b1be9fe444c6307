import 'server-only';
import type { Locale } from '@coffee/contracts/common';
import { toApiLang } from '@coffee/contracts/common';
import { cookies } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { forwardedForOf } from '@/lib/client-address';
import { currentRequestId } from '@/lib/current-request-id';
import { env } from '@/lib/env';
import { requestIdHeaders, requestIdOf } from '@/lib/request-id';
import { renewSession, secureCookies } from '@/lib/session/renew-session';
import { ACCESS_COOKIE, clearSessionCookies, writeSessionCookies } from '@/lib/session/session-cookies';
import { bodyLimitOf } from './forwarded-routes';

const TIMEOUT_MS = 15_000;

type ForwardOptions = {
  method: string;
  locale: Locale;
  token?: string;
  /** Query parameters of the browser's call, passed on (its `locale` becomes the API's `lang`). */
  search?: URLSearchParams;
  /** Raw body and its content type, passed on as they came. */
  body?: ArrayBuffer;
  contentType?: string | null;
  forwardedFor?: string | null;
  /** `Idempotency-Key` of a retry-safe write (placing an order), passed on as it came. */
  idempotencyKey?: string | null;
};

/** A JSON answer in the error shape every client of the API knows. */
export const errorResponse = (status: number, code: string, message: string) =>
  Response.json({ message, code }, { status, headers: { 'cache-control': 'no-store' } });

/**
 * Calls the API as the browser asked, with the shopper's bearer and language. Answers with the API's own
 * status and JSON (already worded in that language, never with internals); 503 when the API is unreachable.
 */
export async function callApi(path: string, options: ForwardOptions): Promise<Response> {
  const url = new URL(`${env.API_URL}/${path}`);
  for (const [key, value] of options.search ?? []) if (key !== 'locale') url.searchParams.append(key, value);
  url.searchParams.set('lang', toApiLang(options.locale));
  const headers: Record<string, string> = {
    accept: 'application/json',
    ...requestIdHeaders(await currentRequestId()),
  };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.contentType && options.body) headers['content-type'] = options.contentType;
  if (options.forwardedFor) headers['x-forwarded-for'] = options.forwardedFor;
  if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey;
  try {
    return await fetch(url, {
      method: options.method,
      headers,
      body: options.body,
      cache: 'no-store',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    console.error(`bff: ${options.method} /${path} failed`, error);
    const t = await getTranslations({ locale: options.locale, namespace: 'Session' });
    return errorResponse(503, 'API_UNREACHABLE', t('unavailable'));
  }
}

/**
 * The API's answer as the browser's: status and body (JSON, a CSV download, or a back-office document's bytes
 * with its name), nothing cached.
 */
export async function relay(response: Response): Promise<Response> {
  // Bytes, not text: decoding would drop the byte-order mark a CSV export starts with (Excel needs it).
  const body = await response.arrayBuffer();
  const disposition = response.headers.get('content-disposition');
  return new Response(body.byteLength > 0 ? body : null, {
    status: response.status,
    headers: {
      'content-type': response.headers.get('content-type') ?? 'application/json',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      ...(disposition && { 'content-disposition': disposition }),
    },
  });
}

/**
 * Refuses calls another site's page could make in the shopper's name. The session cookies are SameSite=Lax
 * already; this also refuses a same-site origin that is not the store itself.
 */
export function isForeignOrigin(request: Request): boolean {
  const origin = request.headers.get('origin');
  if (!origin) return false;
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
  try {
    return new URL(origin).host !== host;
  } catch {
    return true;
  }
}

/** The body as it came, refused when larger than `limit` (what the API accepts on that path). */
export async function readBody(
  request: Request,
  limit: number = bodyLimitOf(''),
): Promise<ArrayBuffer | undefined | 'too-large'> {
  if (request.method === 'GET' || request.method === 'HEAD') return undefined;
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > limit) return 'too-large';
  const body = await request.arrayBuffer();
  if (body.byteLength > limit) return 'too-large';
  return body.byteLength > 0 ? body : undefined;
}

/**
 * The shopper's access token for a /bff call, renewed first when about to expire (the new pair goes to the
 * browser with this answer). `ended`: the API refused the refresh token; the cookies are cleared.
 */
export async function getLiveAccessToken(
  request: Request,
): Promise<{ token: string | undefined; ended: boolean }> {
  const jar = await cookies();
  const renewal = await renewSession(jar, forwardedForOf(request), requestIdOf(request));
  if (renewal.kind === 'renewed') {
    writeSessionCookies(jar, renewal.pair, secureCookies());
    return { token: renewal.pair.access_token, ended: false };
  }
  if (renewal.kind === 'ended') {
    clearSessionCookies(jar);
    return { token: undefined, ended: true };
  }
  return { token: jar.get(ACCESS_COOKIE)?.value, ended: false };
}
