import { getTranslations } from 'next-intl/server';
import {
  callApi,
  errorResponse,
  forwardedForOf,
  getLiveAccessToken,
  isForeignOrigin,
  readBody,
  relay,
} from '../forward';
import { getRequestLocale } from '../request-locale';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * The API calls the browser may make through the store's own origin, with the shopper's token added here
 * (the browser never holds it). Anything else is 404: this is no open proxy to the API.
 */
const FORWARDED: [RegExp, Method[]][] = [
  [/^auth\/(register|resend-otp|forgot-password|reset-password|change-password|updateProfile)$/, ['POST']],
  [/^auth\/me$/, ['GET']],
  [/^addresses$/, ['GET', 'POST']],
  [/^addresses\/\d{1,10}$/, ['PUT', 'DELETE']],
  [/^addresses\/\d{1,10}\/primary$/, ['POST']],
  [/^wallet$/, ['GET']],
  [/^governorates(\/\d{1,10}\/cities)?$/, ['GET']],
  [/^shopping-cart$/, ['GET', 'POST']],
  [/^shopping-cart\/\d{1,10}$/, ['DELETE']],
  [/^wishlist$/, ['GET']],
  [/^wishlist\/\d{1,10}$/, ['POST']],
];

type Context = { params: Promise<{ path: string[] }> };

async function forward(request: Request, { params }: Context): Promise<Response> {
  const locale = getRequestLocale(request);
  const t = await getTranslations({ locale, namespace: 'Session' });
  const path = (await params).path.join('/');
  const route = FORWARDED.find(([pattern]) => pattern.test(path));
  if (!route) return errorResponse(404, 'NOT_FOUND', t('notFound'));
  if (!route[1].includes(request.method as Method)) {
    return errorResponse(405, 'METHOD_NOT_ALLOWED', t('notFound'));
  }
  if (request.method !== 'GET' && isForeignOrigin(request)) {
    return errorResponse(403, 'FOREIGN_ORIGIN', t('foreignOrigin'));
  }

  const body = await readBody(request);
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
  });
  return relay(answer);
}

export const GET = forward;
export const POST = forward;
export const PUT = forward;
export const DELETE = forward;
