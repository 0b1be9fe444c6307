import 'server-only';
import { MeResponse, type User } from '@coffee/contracts/auth';
import type { Locale } from '@coffee/contracts/common';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { cache } from 'react';
import type { z } from 'zod';
import { getLoginPath } from '@/lib/routes';
import { ACCESS_COOKIE } from '@/lib/session/session-cookies';
import { ApiRequestError } from './api-request-error';
import { type ApiQuery, apiGet } from './client';

/**
 * The shopper's access token for this request. The proxy renewed it before the page rendered if it was
 * about to expire, so a page never holds an expired one.
 */
const getAccessToken = cache(async (): Promise<string | undefined> => {
  return (await cookies()).get(ACCESS_COOKIE)?.value;
});

/**
 * GET from the API as the signed-in shopper (never cached). Throws ApiRequestError; status 401 when there is
 * no session or the API ended it.
 */
export async function apiAuthedGet<Schema extends z.ZodType>(
  path: string,
  query: ApiQuery,
  schema: Schema,
  { locale }: { locale: Locale },
): Promise<z.output<Schema>> {
  const token = await getAccessToken();
  if (!token) throw new ApiRequestError(401, 'UNAUTHENTICATED', `GET ${path}: not signed in`, path);
  return apiGet(path, query, schema, { locale, token });
}

/** Who is signed in, once per request; null for a guest or a session the API no longer honours. */
export const getSessionUser = cache(async (locale: Locale): Promise<User | null> => {
  try {
    return (await apiAuthedGet('/auth/me', {}, MeResponse, { locale })).data;
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) return null;
    throw error;
  }
});

/** The signed-in shopper, or a redirect to the login page that brings them back to `backPath`. */
export async function requireSessionUser(locale: Locale, backPath: string): Promise<User> {
  const user = await getSessionUser(locale);
  if (!user) redirect(getLoginPath(backPath));
  return user;
}
