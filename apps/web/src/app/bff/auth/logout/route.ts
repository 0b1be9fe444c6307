import { cookies } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { forwardedForOf } from '@/lib/client-address';
import { ACCESS_COOKIE, clearSessionCookies, REFRESH_COOKIE } from '@/lib/session/session-cookies';
import { callApi, errorResponse, isForeignOrigin } from '../../forward';
import { getRequestLocale } from '../../request-locale';

/**
 * `POST /bff/auth/logout`: the API revokes the session's whole token family, and the cookies go. The browser
 * is logged out even if the API cannot be reached (its tokens are gone from this browser either way).
 */
export async function POST(request: Request) {
  const locale = getRequestLocale(request);
  const t = await getTranslations({ locale, namespace: 'Session' });
  if (isForeignOrigin(request)) return errorResponse(403, 'FOREIGN_ORIGIN', t('foreignOrigin'));
  const jar = await cookies();
  const refreshToken = jar.get(REFRESH_COOKIE)?.value;
  const accessToken = jar.get(ACCESS_COOKIE)?.value;
  if (refreshToken || accessToken) {
    const answer = await callApi('auth/logout', {
      method: 'POST',
      locale,
      token: accessToken,
      body: new TextEncoder().encode(JSON.stringify(refreshToken ? { refresh_token: refreshToken } : {}))
        .buffer as ArrayBuffer,
      contentType: 'application/json',
      forwardedFor: forwardedForOf(request),
    });
    if (!answer.ok && answer.status >= 500) console.error('logout: the API answered', answer.status);
  }
  clearSessionCookies(jar);
  return Response.json({ data: { message: t('loggedOut') } }, { headers: { 'cache-control': 'no-store' } });
}
