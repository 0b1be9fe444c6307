import 'server-only';
import { ApiError, type Locale, toApiLang } from '@coffee/contracts/common';
import type { z } from 'zod';
import { currentRequestId } from '@/lib/current-request-id';
import { env } from '@/lib/env';
import { requestIdHeaders } from '@/lib/request-id';
import { ApiRequestError } from './api-request-error';
import { getAgainOnce } from './get-again';

type QueryValue = string | number | boolean | readonly (string | number)[] | null | undefined;
export type ApiQuery = Record<string, QueryValue>;

export type ApiGetOptions = {
  locale: Locale;
  /** Seconds an answer stays fresh in the Next data cache; `false` = never cache (per-user data). */
  revalidate?: number | false;
  /** Cache tags, for `revalidateTag` after a change. */
  tags?: string[];
  /** The shopper's access token: the call is made as them and its answer is never cached. */
  token?: string;
};

/** Catalog data changes rarely and everybody sees the same: a minute of staleness is fine. */
const DEFAULT_REVALIDATE_SECONDS = 60;
const TIMEOUT_MS = 10_000;

export function buildApiUrl(path: string, query: ApiQuery, locale: Locale): URL {
  // Concatenated, not resolved: an API_URL with a path prefix (`https://host/api`) keeps it.
  const url = new URL(`${env.API_URL}${path}`);
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) url.searchParams.append(key, String(item));
  }
  url.searchParams.set('lang', toApiLang(locale));
  return url;
}

/**
 * GET from the provider API, validated against its contract. Answers are kept in the Next data cache
 * (keyed by the full URL, so per language) for `revalidate` seconds even when the page itself renders
 * per request.
 */
export async function apiGet<Schema extends z.ZodType>(
  path: string,
  query: ApiQuery,
  schema: Schema,
  { locale, revalidate = DEFAULT_REVALIDATE_SECONDS, tags = [], token }: ApiGetOptions,
): Promise<z.output<Schema>> {
  const url = buildApiUrl(path, query, locale);
  const perRequest = revalidate === false || Boolean(token);
  const cache: RequestInit = perRequest
    ? { cache: 'no-store' }
    : { next: { revalidate, tags: ['api', ...tags] } };
  // A call made for this request alone carries its id to the API's logs; a shared, cached one does not
  // (the id would split the cache's key, and the answer serves many requests).
  const requestId = perRequest ? await currentRequestId() : null;

  let response: Response;
  try {
    // Once more after a moment when no API process could take it (one killed, the other briefly out of the
    // balancer's rotation): the shopper gets the page rather than an error (bench/fault/run.mjs counts them).
    response = await getAgainOnce(() =>
      fetch(url, {
        ...cache,
        headers: {
          accept: 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...requestIdHeaders(requestId),
        },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      }),
    );
  } catch (cause) {
    throw new ApiRequestError(503, 'API_UNREACHABLE', `GET ${path} failed: API unreachable`, path, [], {
      cause,
    });
  }

  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const problem = ApiError.safeParse(body);
    throw new ApiRequestError(
      response.status,
      problem.success ? problem.data.code : 'HTTP_ERROR',
      problem.success ? problem.data.message : `GET ${path} answered ${response.status}`,
      path,
      problem.success ? (problem.data.messages ?? []) : [],
    );
  }

  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw new ApiRequestError(502, 'INVALID_RESPONSE', `GET ${path} broke its contract`, path, [], {
      cause: parsed.error,
    });
  }
  return parsed.data;
}
