import 'server-only';
import { MeResponse, TokenResponse } from '@coffee/contracts/auth';
import { cookies } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { forwardedForOf } from '@/lib/client-address';
import { secureCookies } from '@/lib/session/renew-session';
import { writeSessionCookies } from '@/lib/session/session-cookies';
import { callApi, errorResponse, isForeignOrigin, readBody, relay } from '../forward';
import { getRequestLocale } from '../request-locale';

/**
 * Login and verified sign-up: the API's answer is a token pair, which goes into httpOnly cookies and never
 * to the browser; the browser gets the shopper (`{ data: User }`) instead. Failures are the API's own
 * answer (the generic wrong-credentials sentence, Invalid Code, 429…) in the page's language.
 */
export async function signInThrough(apiPath: 'auth/login' | 'auth/verify-otp', request: Request) {
  const locale = getRequestLocale(request);
  const t = await getTranslations({ locale, namespace: 'Session' });
  if (isForeignOrigin(request)) return errorResponse(403, 'FOREIGN_ORIGIN', t('foreignOrigin'));
  const body = await readBody(request);
  if (body === 'too-large') return errorResponse(413, 'PAYLOAD_TOO_LARGE', t('tooLarge'));

  const forwardedFor = forwardedForOf(request);
  const answer = await callApi(apiPath, {
    method: 'POST',
    locale,
    body,
    contentType: request.headers.get('content-type'),
    forwardedFor,
  });
  if (!answer.ok) return relay(answer);

  const tokens = TokenResponse.safeParse(await answer.json().catch(() => undefined));
  if (!tokens.success) return errorResponse(502, 'INVALID_RESPONSE', t('unavailable'));
  const pair = tokens.data.data;
  const me = await callApi('auth/me', { method: 'GET', locale, token: pair.access_token, forwardedFor });
  const user = MeResponse.safeParse(await me.json().catch(() => undefined));
  if (!me.ok || !user.success) return errorResponse(502, 'INVALID_RESPONSE', t('unavailable'));

  writeSessionCookies(await cookies(), pair, secureCookies());
  return Response.json({ data: user.data.data }, { headers: { 'cache-control': 'no-store' } });
}
