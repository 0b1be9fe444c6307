import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, getJson, type TestContext } from './support/app.js';

describe('health', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('answers liveness and readiness with the database it uses', async () => {
    expect((await getJson(ctx.app, '/health')).body).toEqual({ status: 'ok' });
    const ready = await getJson<{ status: string; database: string }>(ctx.app, '/ready');
    expect(ready.status).toBe(200);
    expect(ready.body.database).toBe(process.env.DATABASE_URL ? 'postgres' : 'pglite');
  });

  it('serves the OpenAPI document generated from the contracts', async () => {
    const { status, body } = await getJson<{ openapi: string; paths: Record<string, unknown> }>(
      ctx.app,
      '/docs/json',
    );
    expect(status).toBe(200);
    expect(body.openapi).toMatch(/^3\./);
    expect(Object.keys(body.paths)).toEqual(
      expect.arrayContaining(['/products', '/autocomplete', '/categories']),
    );
  });

  it('answers an unknown path with a 404 in the request language, never a stack trace', async () => {
    const { status, body } = await getJson<{ message: string; code: string }>(ctx.app, '/nope', {
      lang: 'ar-SA',
    });
    expect(status).toBe(404);
    expect(body.code).toBe('ROUTE_NOT_FOUND');
    expect(body.message).toMatch(/[\u0600-\u06FF]/);
  });
});
