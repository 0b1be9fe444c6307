import type { ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { requestIdFor } from '../../request-id.mjs';
import { spawnServe } from './serve-test-support';

const PORT = 4551;

/**
 * The storefront's real HTTP layer (serve.mjs, what server.mjs runs Next.js in) in a child process, with a
 * handler that answers /slow after 1.5 s and echoes what it was handed.
 */
const spawnEcho = (trustedProxies: number, env: Record<string, string> = {}) =>
  spawnServe({
    port: PORT,
    trustedProxies,
    env,
    handler: `(request, response) => {
      const wait = request.url === '/slow' ? 1500 : 0;
      setTimeout(() => {
        if (request.url === '/broken') response.statusCode = 500;
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify({ id: request.headers['x-request-id'], address: request.headers['x-coffee-client-address'] }));
      }, wait);
    }`,
  });

const get = (pathname: string, headers: Record<string, string> = {}) =>
  new Promise<{ status: number; body: { id: string; address: string }; id: string | undefined }>(
    (resolve, reject) => {
      request({ host: '127.0.0.1', port: PORT, path: pathname, headers }, (response) => {
        let text = '';
        response.on('data', (chunk) => {
          text += chunk;
        });
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            body: JSON.parse(text),
            id: response.headers['x-request-id'] as string | undefined,
          }),
        );
      })
        .on('error', reject)
        .end();
    },
  );

describe('the storefront server (serve.mjs)', { timeout: 20_000 }, () => {
  let child: ChildProcess | undefined;
  afterEach(() => {
    if (child && child.exitCode === null) child.kill('SIGKILL');
  });

  it('on SIGTERM finishes the request in flight, refuses new ones and exits 0', async () => {
    const server = spawnEcho(0);
    child = server.child;
    await server.listening;
    const slow = get('/slow');
    await sleep(300);
    server.child.kill('SIGTERM');
    await sleep(200);
    await expect(get('/')).rejects.toThrow(/ECONNREFUSED/);
    const answer = await slow;
    expect(answer.status).toBe(200);
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('"msg":"shut down"');
  });

  it('gives each request an id, echoes it, logs it, and ignores one a client sent itself', async () => {
    const server = spawnEcho(0);
    child = server.child;
    await server.listening;
    const answer = await get('/', { 'x-request-id': 'client-chosen-id-0001' });
    expect(answer.body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(answer.id).toBe(answer.body.id);
    await sleep(50);
    const logged = server
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line));
    expect(logged).toContainEqual(
      expect.objectContaining({
        reqId: answer.id,
        method: 'GET',
        url: '/',
        status: 200,
        msg: 'request completed',
      }),
    );
  });

  it('at LOG_LEVEL=warn leaves out the request lines of answers that went well, keeps the 5xx', async () => {
    const server = spawnEcho(0, { LOG_LEVEL: 'warn' });
    child = server.child;
    await server.listening;
    const fine = await get('/');
    const broken = await get('/broken');
    expect(broken.status).toBe(500);
    await sleep(50);
    const logged = server
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line));
    expect(logged.map((line) => line.reqId)).toEqual([broken.id]);
    expect(logged[0]).toMatchObject({ level: 50, url: '/broken', status: 500 });
    expect(fine.id).toBeTruthy();
  });

  it("behind a proxy of ours, keeps the proxy's id", async () => {
    const server = spawnEcho(1);
    child = server.child;
    await server.listening;
    const answer = await get('/', { 'x-request-id': 'haproxy-0a1b2c3d', 'x-forwarded-for': '198.51.100.7' });
    expect(answer.body).toEqual({ id: 'haproxy-0a1b2c3d', address: '198.51.100.7' });
    expect(answer.id).toBe('haproxy-0a1b2c3d');
  });
});

describe('requestIdFor', () => {
  it('takes only a well-formed id, and only from a trusted proxy', () => {
    expect(requestIdFor('haproxy-0a1b2c3d', 1)).toBe('haproxy-0a1b2c3d');
    expect(requestIdFor('haproxy-0a1b2c3d', 0)).not.toBe('haproxy-0a1b2c3d');
    expect(requestIdFor('bad id\n{"level":60}', 1)).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestIdFor(['a-0000000001', 'b-0000000002'], 1)).toMatch(/^[0-9a-f-]{36}$/);
  });
});
