import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { getAgainOnce } from './get-again';

// A real HTTP server playing the balancer: the storefront's reads ride over the moment it has no API process.
let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

async function serve(answers: number[]): Promise<{ url: string; calls: () => number }> {
  let calls = 0;
  server = createServer((_request, response) => {
    const status = answers[Math.min(calls, answers.length - 1)]!;
    calls++;
    response.writeHead(status, { 'content-type': 'application/json' }).end('{}');
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server!.address() as AddressInfo).port}/`, calls: () => calls };
}

describe('getAgainOnce', () => {
  it('reads again once after the balancer had no server, and gets the answer', async () => {
    const api = await serve([503, 200]);
    const response = await getAgainOnce(() => fetch(api.url), 1);
    expect(response.status).toBe(200);
    expect(api.calls()).toBe(2);
  });

  it('gives up after the second try: the page says the store is unreachable', async () => {
    const api = await serve([502, 504, 200]);
    expect((await getAgainOnce(() => fetch(api.url), 1)).status).toBe(504);
    expect(api.calls()).toBe(2);
  });

  it('never repeats an answer of the API itself, a 404 or a 500', async () => {
    for (const status of [404, 500]) {
      const api = await serve([status, 200]);
      expect((await getAgainOnce(() => fetch(api.url), 1)).status).toBe(status);
      expect(api.calls()).toBe(1);
      await new Promise<void>((resolve) => server!.close(() => resolve()));
      server = undefined;
    }
  });

  it('tries again when the connection is refused (a process just killed)', async () => {
    let tries = 0;
    const api = await serve([200]);
    const response = await getAgainOnce(() => {
      tries++;
      return fetch(tries === 1 ? 'http://127.0.0.1:1/' : api.url);
    }, 1);
    expect(response.status).toBe(200);
    expect(tries).toBe(2);
  });

  it('does not wait again after a read that timed out', async () => {
    let tries = 0;
    const timedOut = () => {
      tries++;
      return Promise.reject(new DOMException('The operation was aborted due to timeout', 'TimeoutError'));
    };
    await expect(getAgainOnce(timedOut, 1)).rejects.toThrow(/timeout/);
    expect(tries).toBe(1);
  });
});
