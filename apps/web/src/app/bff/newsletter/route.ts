import { z } from 'zod';
import { subscribeToNewsletter } from '@/lib/api/newsletter';
import { forwardedForOf } from '@/lib/client-address';
import { getRequestLocale } from '../request-locale';

// Only the shape is checked here; the API validates the address itself and words the error in the
// shopper's language, which is what the form shows.
const Body = z.object({ email: z.string().max(254) });

/**
 * The footer's newsletter form: `POST /bff/newsletter?locale=ar|en` with `{ email }`, forwarded to the API's
 * `POST /newsletter`. Answers the API's own status and body (202 `{ data: { email, message } }`: a link to
 * confirm was mailed; or 400/429 with `{ message, messages?, code }`). JSON only: a cross-site form post cannot send it without a CORS
 * preflight, which this route never grants.
 */
export async function POST(request: Request) {
  if (!request.headers.get('content-type')?.startsWith('application/json')) {
    return Response.json({ message: 'Send JSON', code: 'UNSUPPORTED_MEDIA_TYPE' }, { status: 415 });
  }
  const body = Body.safeParse(await request.json().catch(() => undefined));
  if (!body.success) {
    return Response.json({ message: 'An email is required', code: 'VALIDATION_ERROR' }, { status: 422 });
  }

  const outcome = await subscribeToNewsletter(
    body.data.email,
    getRequestLocale(request),
    forwardedForOf(request),
  );
  return outcome.ok
    ? Response.json({ data: { email: outcome.email, message: outcome.message } }, { status: 202 })
    : Response.json(outcome.error, { status: outcome.status });
}
