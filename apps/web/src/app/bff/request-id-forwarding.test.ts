import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// The storefront's real forwarding code against a real HTTP server standing in for the API; only what
// Next.js provides inside a request (its headers) is given here, as server.mjs would have set them.
const REQUEST_ID = 'web-5b0c7e1f-0042';
vi.mock('server-only', () => ({}));
vi.mock('next/headers', () => ({
  headers: async () => new Headers({ 'x-request-id': REQUEST_ID }),
  cookies: async () => new Map(),
}));

const seen: IncomingHttpHeaders[] = [];
let api: Server;

beforeAll(async () => {
  api = createServer((request, response) => {
    seen.push(request.headers);
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ data: [] }));
  });
  // A port of its own choosing: a fixed one collided with another test file's server run alongside.
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  process.env.API_URL = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => api.close(() => resolve())));

describe('the request id on calls to the API', () => {
  it('goes with every call the BFF forwards', async () => {
    const { callApi } = await import('./forward');
    const response = await callApi('cart', { method: 'GET', locale: 'ar', token: 'access' });
    expect(response.status).toBe(200);
    expect(seen.at(-1)?.['x-request-id']).toBe(REQUEST_ID);
    // The first call pays for importing the forwarder (Next's server modules, the call table's contracts):
    // seconds on a busy machine.
  }, 30_000);

  it("goes with a page's per-shopper calls, not with shared cached ones", async () => {
    const { z } = await import('zod');
    const { apiGet } = await import('@/lib/api/client');
    const schema = z.object({ data: z.array(z.unknown()) });
    await apiGet('/orders', {}, schema, { locale: 'en', token: 'access' });
    expect(seen.at(-1)?.['x-request-id']).toBe(REQUEST_ID);
    await apiGet('/categories', {}, schema, { locale: 'en', revalidate: 60 });
    expect(seen.at(-1)?.['x-request-id']).toBeUndefined();
  });
});
