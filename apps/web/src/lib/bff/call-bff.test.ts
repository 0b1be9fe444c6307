import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { onSessionEvent, useSessionStore } from '../session/session-store';
import { callBff } from './call-bff';
import { renewSession } from './calls/session';
import { defineCall, lazySchema } from './define-call';

// Only the network is stood in for: the client builds the request and reads the answer itself.
const fetchMock = vi.fn<typeof fetch>();

const answerWith = (status: number, payload: unknown) =>
  fetchMock.mockResolvedValueOnce(
    new Response(JSON.stringify(payload), { status, headers: { 'content-type': 'application/json' } }),
  );

const shelfItem = defineCall({
  method: 'PUT',
  path: 'shelves/:shelf/items/:id',
  params: { shelf: ['top shelf', 'a/b'], id: 'id' },
  body: z.object({ quantity: z.number() }),
  answer: z.object({ quantity: z.number() }),
});

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  useSessionStore.setState({
    status: 'signed-in',
    user: { id: 1, first_name: 'Mona', name: 'Mona', avatar: null },
  });
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('callBff', () => {
  it('answers the data of the envelope, parsed with the entry’s schema', async () => {
    answerWith(200, { data: { expires_at: 1_900_000_000, extra: 'dropped' } });
    const result = await callBff(renewSession, { locale: 'ar' });
    expect(result).toEqual({ ok: true, status: 200, data: { expires_at: 1_900_000_000 } });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/bff/auth/refresh?locale=ar');
    expect(init?.method).toBe('POST');
  });

  it('refuses an answer its schema does not describe, with an empty message the caller replaces', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    answerWith(200, { data: { expires_at: 'soon' } });
    const result = await callBff(renewSession, { locale: 'en' });
    expect(result).toEqual({ ok: false, status: 200, error: { message: '', code: 'BAD_ANSWER' } });
    expect(logged).toHaveBeenCalledOnce();
  });

  it('says NETWORK_ERROR when nothing answers', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const result = await callBff(renewSession, { locale: 'en' });
    expect(result).toEqual({ ok: false, status: 0, error: { message: '', code: 'NETWORK_ERROR' } });
  });

  it('encodes each param, keeps the query and sends the body as JSON', async () => {
    answerWith(200, { data: { quantity: 2 } });
    await callBff(shelfItem, {
      locale: 'en',
      params: { shelf: 'a/b', id: 7 },
      query: { dry_run: true, note: null },
      body: { quantity: 2 },
      headers: { 'Idempotency-Key': 'k-1' },
    });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/bff/shelves/a%2Fb/items/7?dry_run=true&locale=en');
    expect(init?.method).toBe('PUT');
    expect(init?.body).toBe('{"quantity":2}');
    expect(init?.headers).toMatchObject({ 'content-type': 'application/json', 'Idempotency-Key': 'k-1' });

    answerWith(200, { data: { quantity: 1 } });
    await callBff(shelfItem, {
      locale: 'ar',
      params: { shelf: 'top shelf', id: '12' },
      body: { quantity: 1 },
    });
    expect(fetchMock.mock.calls[1]?.[0]).toBe('/bff/shelves/top%20shelf/items/12?locale=ar');
  });

  it('keeps the error answer, and logs the page out when a 401 says the session is gone', async () => {
    const signedOut = vi.fn();
    const unsubscribe = onSessionEvent(signedOut);
    answerWith(401, { message: 'Please sign in again.', code: 'SESSION_ENDED' });
    const result = await callBff(renewSession, { locale: 'en' });
    unsubscribe();
    expect(result).toEqual({
      ok: false,
      status: 401,
      error: { message: 'Please sign in again.', messages: undefined, code: 'SESSION_ENDED' },
      body: { message: 'Please sign in again.', code: 'SESSION_ENDED' },
    });
    expect(useSessionStore.getState().status).toBe('guest');
    expect(signedOut).toHaveBeenCalledWith({ type: 'signed-out' });
  });

  it('says NETWORK_ERROR when a lazy schema cannot be loaded (the page went offline)', async () => {
    const offline = defineCall({
      method: 'GET',
      path: 'wallet',
      answer: lazySchema(() => Promise.reject(new Error('ChunkLoadError'))),
    });
    answerWith(200, { data: {} });
    const result = await callBff(offline, { locale: 'en' });
    expect(result).toEqual({ ok: false, status: 0, error: { message: '', code: 'NETWORK_ERROR' } });
  });

  it('keeps the session on a 401 that is about something else', async () => {
    answerWith(401, { message: 'Wrong password.', code: 'INVALID_CREDENTIALS' });
    const result = await callBff(renewSession, { locale: 'en' });
    expect(result.ok).toBe(false);
    expect(useSessionStore.getState().status).toBe('signed-in');
  });
});
