import { getTranslations } from 'next-intl/server';
import { forwardedForOf } from '@/lib/client-address';
import { callApi, errorResponse, getLiveAccessToken, isForeignOrigin, readBody, relay } from '../forward';
import { bodyLimitOf, checkForwarded } from '../forwarded-routes';
import { getRequestLocale } from '../request-locale';

type Context = { params: Promise<{ path: string[] }> };

async function forward(request: Request, { params }: Context): Promise<Response> {
  const locale = getRequestLocale(request);
  const t = await getTranslations({ locale, namespace: 'Session' });
  const path = (await params).path.join('/');
  const forwarded = checkForwarded(path, request.method);
  if (forwarded === 'unknown') return errorResponse(404, 'NOT_FOUND', t('notFound'));
  if (forwarded === 'method') return errorResponse(405, 'METHOD_NOT_ALLOWED', t('notFound'));
  if (request.method !== 'GET' && isForeignOrigin(request)) {
    return errorResponse(403, 'FOREIGN_ORIGIN', t('foreignOrigin'));
  }

  const body = await readBody(request, bodyLimitOf(path));
  if (body === 'too-large') return errorResponse(413, 'PAYLOAD_TOO_LARGE', t('tooLarge'));
  const { token, ended } = await getLiveAccessToken(request);
  if (ended) return errorResponse(401, 'SESSION_ENDED', t('ended'));

  const answer = await callApi(path, {
    method: request.method,
    locale,
    token,
    search: new URL(request.url).searchParams,
    body,
    contentType: request.headers.get('content-type'),
    forwardedFor: forwardedForOf(request),
    idempotencyKey: request.headers.get('idempotency-key'),
  });
  return relay(answer);
}

export const GET = forward;
export const POST = forward;
export const PUT = forward;
export const DELETE = forward;
