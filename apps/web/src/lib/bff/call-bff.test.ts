import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initSession, useSessionStore } from '@/lib/session/session-store';
import { callBff } from './call-bff';
import { listAddresses } from './calls/addresses';
import { importCatalog } from './calls/admin-catalog';
import { placeOrder } from './calls/checkout';
import { cancelOrder } from './calls/orders';
import { updateProfile } from './calls/profile';

const address = {
  id: 3,
  title: 'Home',
  country: 'EG',
  governorate: { id: 1, name: 'Cairo' },
  city: { id: 4, name: 'Nasr City' },
  area: '',
  street: '12 Abbas El Akkad',
  details: '',
  recipient_name: 'Mona Adel',
  mobile: '+201001234567',
  is_primary: true,
  created_at: '2026-05-01T10:00:00.000Z',
};

/** The browser's fetch, answering `answer` and keeping what it was asked. */
function answerWith(status: number, body: unknown) {
  const fetch = vi.fn(async (_url: string, _init: RequestInit) => Response.json(body, { status }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('callBff', () => {
  it('gives back the data of an answer that keeps its contract', async () => {
    const fetch = answerWith(200, { data: [address] });
    const result = await callBff(listAddresses, { locale: 'ar' });
    expect(result).toEqual({ ok: true, status: 200, data: [address] });
    expect(fetch).toHaveBeenCalledWith(
      '/bff/addresses?locale=ar',
      expect.objectContaining({ method: 'GET' }),
    );
  });

  it('fails an answer that breaks its contract with BAD_ANSWER, and says so in the console', async () => {
    answerWith(200, { data: [{ ...address, id: 'three' }] });
    const result = await callBff(listAddresses, { locale: 'en' });
    expect(result).toEqual({ ok: false, status: 0, error: { message: '', code: 'BAD_ANSWER' } });
    expect(console.error).toHaveBeenCalledWith(
      'bff: GET /bff/addresses answered outside its contract',
      expect.anything(),
    );
  });

  it('fails an empty success with BAD_ANSWER rather than passing on nothing', async () => {
    vi.stubGlobal('fetch', async () => new Response(null, { status: 204 }));
    const result = await callBff(listAddresses, { locale: 'en' });
    expect(result.ok || result.error.code).toBe('BAD_ANSWER');
  });

  it('passes on a refusal as the API worded it, with its whole body', async () => {
    const refusal = { message: 'Sold out', messages: ['Yirgacheffe'], code: 'OUT_OF_STOCK', lines: [] };
    answerWith(422, refusal);
    const result = await callBff(placeOrder, {
      locale: 'en',
      body: { address_id: 3, payment_method: 'cod' },
      headers: { 'Idempotency-Key': 'a4a0b5c2-8d47-4d7e-9c1a-0e3f5b6a7c8d' },
    });
    expect(result).toEqual({
      ok: false,
      status: 422,
      error: { message: 'Sold out', messages: ['Yirgacheffe'], code: 'OUT_OF_STOCK' },
      body: refusal,
    });
  });

  it('answers NETWORK_ERROR when nothing answers, and throws when the caller aborted', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await callBff(listAddresses, { locale: 'en' })).toEqual({
      ok: false,
      status: 0,
      error: { message: '', code: 'NETWORK_ERROR' },
    });

    const controller = new AbortController();
    controller.abort();
    vi.stubGlobal('fetch', async () => {
      throw new DOMException('aborted', 'AbortError');
    });
    await expect(callBff(listAddresses, { locale: 'en', signal: controller.signal })).rejects.toThrow(
      'aborted',
    );
  });

  it('logs the page out when the server says the session is gone', async () => {
    initSession({ id: 1, first_name: 'Mona', name: 'Mona Adel', avatar: null });
    answerWith(401, { message: 'Please log in again', code: 'SESSION_ENDED' });
    const result = await callBff(listAddresses, { locale: 'en' });
    expect(result.ok).toBe(false);
    expect(useSessionStore.getState().status).toBe('guest');
  });

  it('puts the parameters in the path, encoded, and the query before the locale', async () => {
    const fetch = answerWith(422, { message: 'No', code: 'X' });
    await callBff(cancelOrder, { locale: 'en', params: { number: 'CM-2026-000123' }, body: {} });
    await callBff(cancelOrder, { locale: 'en', params: { number: 'CM 1/../x?' }, body: null });
    await callBff(importCatalog, {
      locale: 'ar',
      params: { area: 'seller' },
      query: { dry_run: 'false' },
      body: new Blob(['sku,price'], { type: 'text/csv' }),
    });
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      '/bff/orders/CM-2026-000123/cancel?locale=en',
      '/bff/orders/CM%201%2F..%2Fx%3F/cancel?locale=en',
      '/bff/seller/catalog/import?dry_run=false&locale=ar',
    ]);
  });

  it('sends JSON, a multipart form or a file as each needs, with the caller’s headers', async () => {
    const fetch = answerWith(422, { message: 'No', code: 'X' });
    const key = 'a4a0b5c2-8d47-4d7e-9c1a-0e3f5b6a7c8d';
    await callBff(placeOrder, { locale: 'en', body: { address_id: 3 }, headers: { 'Idempotency-Key': key } });
    const form = new FormData();
    await callBff(updateProfile, { locale: 'en', body: form });
    const csv = new Blob(['sku,price'], { type: 'text/csv' });
    await callBff(importCatalog, { locale: 'en', params: { area: 'admin' }, body: csv });

    const [json, multipart, file] = fetch.mock.calls.map(([, init]) => init);
    expect(json).toMatchObject({
      method: 'POST',
      body: '{"address_id":3}',
      headers: { 'Idempotency-Key': key, accept: 'application/json', 'content-type': 'application/json' },
    });
    // The browser writes a multipart form's own content type, with its boundary.
    expect(multipart?.body).toBe(form);
    expect(multipart?.headers).toEqual({ accept: 'application/json' });
    expect(file).toMatchObject({ body: csv, headers: { 'content-type': 'text/csv' } });
  });
});
