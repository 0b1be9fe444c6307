import 'server-only';
import { ApiError, type Locale } from '@coffee/contracts/common';
import { NewsletterResponse } from '@coffee/contracts/engagement';
import { buildApiUrl } from './client';

const TIMEOUT_MS = 10_000;

export type NewsletterOutcome =
  | { ok: true; email: string; message: string }
  | { ok: false; status: number; error: ApiError };

/**
 * Signs an address up (`POST /newsletter`, 202: the API mails it a link to confirm). A refusal (400 invalid,
 * 429 too many) comes back as the API's error, whose `messages` are already in the shopper's language; it is
 * not thrown, because the caller shows it. `forwardedFor`: the shopper's address, for the API's limits.
 */
export async function subscribeToNewsletter(
  email: string,
  locale: Locale,
  forwardedFor: string | null,
): Promise<NewsletterOutcome> {
  let response: Response;
  try {
    response = await fetch(buildApiUrl('/newsletter', {}, locale), {
      method: 'POST',
      cache: 'no-store',
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
        ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
      },
      body: JSON.stringify({ email }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (cause) {
    console.error('POST /newsletter failed: API unreachable', cause);
    return { ok: false, status: 503, error: { message: 'API unreachable', code: 'API_UNREACHABLE' } };
  }

  const body: unknown = await response.json().catch(() => undefined);
  if (response.ok) {
    const parsed = NewsletterResponse.safeParse(body);
    if (parsed.success) return { ok: true, ...parsed.data.data };
    console.error('POST /newsletter broke its contract', parsed.error);
    return { ok: false, status: 502, error: { message: 'Invalid response', code: 'INVALID_RESPONSE' } };
  }
  const problem = ApiError.safeParse(body);
  return {
    ok: false,
    status: response.status,
    error: problem.success
      ? problem.data
      : { message: `API answered ${response.status}`, code: 'HTTP_ERROR' },
  };
}
