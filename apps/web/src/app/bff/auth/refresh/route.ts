import { cookies } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { ACCESS_COOKIE, readTokenExpiry } from '@/lib/session/session-cookies';
import { errorResponse, getLiveAccessToken, isForeignOrigin } from '../../forward';
import { getRequestLocale } from '../../request-locale';

/**
 * `POST /bff/auth/refresh`: the page's timer renews the session shortly before the access token expires
 * (spec §4), so a shopper who stays on one page keeps working. Answers when the token now expires
 * (`expires_at`, seconds since the epoch), or 401 SESSION_ENDED: the page then logs itself out.
 */
export async function POST(request: Request) {
  const locale = getRequestLocale(request);
  const t = await getTranslations({ locale, namespace: 'Session' });
  if (isForeignOrigin(request)) return errorResponse(403, 'FOREIGN_ORIGIN', t('foreignOrigin'));
  const { token, ended } = await getLiveAccessToken(request);
  const current = token ?? (await cookies()).get(ACCESS_COOKIE)?.value;
  const expiresAt = readTokenExpiry(current);
  if (ended || !current || expiresAt === null) return errorResponse(401, 'SESSION_ENDED', t('ended'));
  return Response.json({ data: { expires_at: expiresAt } }, { headers: { 'cache-control': 'no-store' } });
}
