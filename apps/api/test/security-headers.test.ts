import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountsContext, call, createAccountsApp, logIn, signUp } from './support/accounts.js';

describe('security headers of the API', () => {
  let ctx: AccountsContext;
  beforeAll(async () => {
    ctx = await createAccountsApp();
  });
  afterAll(() => ctx.close());

  it('on every answer: no sniffing, no framing, no referrer, nothing to run', async () => {
    for (const answer of [
      await call(ctx.app, 'GET', '/governorates'),
      await call(ctx.app, 'GET', '/no-such-route'),
      await call(ctx.app, 'POST', '/auth/login', { body: {} }),
    ]) {
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['referrer-policy']).toBe('no-referrer');
      expect(answer.headers['x-frame-options']).toBe('DENY');
      expect(answer.headers['content-security-policy']).toMatch(/default-src 'none'.*frame-ancestors 'none'/);
    }
  });

  it('keeps tokens and profiles out of every cache', async () => {
    const shopper = await signUp(ctx.app);
    const login = await logIn(ctx.app, shopper.email);
    expect(login.status).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');
    const refresh = await call(ctx.app, 'POST', '/auth/refresh', {
      body: { refresh_token: login.body.data.refresh_token },
    });
    expect(refresh.headers['cache-control']).toBe('no-store');
    const me = await call(ctx.app, 'GET', '/auth/me', { token: login.body.data.access_token });
    expect(me.headers['cache-control']).toBe('no-store');
    const addresses = await call(ctx.app, 'GET', '/addresses', { token: login.body.data.access_token });
    expect(addresses.headers['cache-control']).toBe('no-store');
  });

  it('lets the storefront origin preflight PUT and DELETE', async () => {
    for (const method of ['PUT', 'DELETE']) {
      const answer = await ctx.app.inject({
        method: 'OPTIONS',
        url: '/addresses/1',
        headers: {
          origin: 'http://localhost:3000',
          'access-control-request-method': method,
          'access-control-request-headers': 'authorization,content-type',
        },
      });
      expect(answer.statusCode).toBe(204);
      expect(String(answer.headers['access-control-allow-methods'])).toContain(method);
      expect(answer.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    }
  });
});

describe('OPTIONS', () => {
  let ctx: AccountsContext;
  beforeAll(async () => {
    ctx = await createAccountsApp();
  });
  afterAll(() => ctx.close());

  it('answers 204 on every path, with or without Origin: a bare OPTIONS is no malformed preflight', async () => {
    const paths = [
      '/governorates',
      '/addresses/1',
      '/auth/login',
      '/no-such-route',
      '/media/x.webp',
      '/docs/json',
    ];
    for (const url of paths) {
      for (const headers of [
        {},
        { origin: 'http://localhost:3000' },
        { 'access-control-request-method': 'POST' },
      ]) {
        const answer = await ctx.app.inject({ method: 'OPTIONS', url, headers });
        expect(answer.statusCode, `${url} ${JSON.stringify(headers)}`).toBe(204);
        expect(answer.body).toBe('');
      }
    }
    // A browser's preflight from elsewhere gets no permission.
    const foreign = await ctx.app.inject({
      method: 'OPTIONS',
      url: '/addresses/1',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'DELETE' },
    });
    expect(foreign.statusCode).toBe(204);
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('Strict-Transport-Security', () => {
  it('is sent on every answer in production, and never outside it (browsers would pin http://localhost)', async () => {
    const production = await createAccountsApp({
      env: { NODE_ENV: 'production', JWT_SECRET: 'p'.repeat(40), PAYMENT_SIMULATOR: 'true' },
    });
    const development = await createAccountsApp({ env: { NODE_ENV: 'development' } });
    try {
      for (const [method, url] of [
        ['GET', '/governorates'],
        ['GET', '/no-such-route'],
        ['POST', '/auth/login'],
      ] as const) {
        const answer = await call(production.app, method, url, { body: method === 'POST' ? {} : undefined });
        expect(answer.headers['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains');
        const local = await call(development.app, method, url, { body: method === 'POST' ? {} : undefined });
        expect(local.headers['strict-transport-security'], url).toBeUndefined();
      }
    } finally {
      await production.close();
      await development.close();
    }
  });
});

describe('/docs', () => {
  const docsStatus = async (env: Record<string, string>) => {
    const ctx = await createAccountsApp({ env });
    try {
      return [(await ctx.app.inject('/docs')).statusCode, (await ctx.app.inject('/docs/json')).statusCode];
    } finally {
      await ctx.close();
    }
  };
  const production = { NODE_ENV: 'production', JWT_SECRET: 'p'.repeat(40), PAYMENT_SIMULATOR: 'true' };

  it('is served outside production', async () => {
    expect((await docsStatus({ NODE_ENV: 'development' }))[1]).toBe(200);
  });

  it('is not served in production unless API_DOCS=true', async () => {
    expect(await docsStatus(production)).toEqual([404, 404]);
    expect((await docsStatus({ ...production, API_DOCS: 'true' }))[1]).toBe(200);
  });
});
