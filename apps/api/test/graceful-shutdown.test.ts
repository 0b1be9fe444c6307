import { request } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SpawnedServer, spawnApiServer } from './support/spawn-server.js';

const PORT = 4541;

describe('SIGTERM', () => {
  let server: SpawnedServer;
  beforeAll(async () => {
    server = await spawnApiServer(PORT, { SHUTDOWN_TIMEOUT_MS: '8000' });
  });
  afterAll(() => server?.stop());

  it('stops taking requests, finishes the one in flight, and exits 0', async () => {
    // A slow client: its request is in (headers sent) but its body trickles in.
    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const slow = request(
        {
          host: '127.0.0.1',
          port: PORT,
          method: 'POST',
          path: '/newsletter?lang=ar-SA',
          headers: { 'content-type': 'application/json', 'x-request-id': 'slow-request-0001' },
        },
        (response) => {
          let body = '';
          response.on('data', (chunk) => {
            body += chunk;
          });
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
        },
      );
      slow.on('error', reject);
      slow.write('{"email": "slow');
      setTimeout(() => slow.end('-reader@example.com"}'), 1_500);
    });
    await sleep(300);
    server.child.kill('SIGTERM');
    await sleep(400);

    // No new connections while it drains.
    const refused = await fetch(`${server.url}/health`).then(
      (response) => response.status,
      () => 'refused',
    );
    expect(refused).toBe('refused');

    const { status, body } = await answer;
    expect(status).toBeLessThan(300);
    expect(body).not.toContain('closing');
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('shutting down');
    expect(server.output()).toContain('shut down');
    expect(server.output()).toContain('slow-request-0001');
  });
});
