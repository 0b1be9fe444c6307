import type { User } from '@coffee/contracts/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountsContext,
  call,
  createAccountsApp,
  expectError,
  type Shopper,
  signUp,
} from './support/accounts.js';

type Operation = {
  parameters?: { in: string; name: string }[];
  security?: unknown[];
  responses: Record<string, { content?: Record<string, { schema: { $ref?: string } }> }>;
};
type Document = {
  paths: Record<string, Record<string, Operation>>;
  components: {
    securitySchemes: Record<string, { type: string; scheme: string }>;
    schemas: Record<string, unknown>;
  };
};

describe('the OpenAPI document', () => {
  let ctx: AccountsContext;
  let document: Document;
  beforeAll(async () => {
    ctx = await createAccountsApp();
    document = (await call<Document>(ctx.app, 'GET', '/docs/json')).body;
  });
  afterAll(() => ctx.close());

  it('declares the bearer scheme and which operations need it', () => {
    expect(document.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(document.paths['/auth/me']?.get?.security).toEqual([{ bearerAuth: [] }]);
    expect(document.paths['/addresses']?.post?.security).toEqual([{ bearerAuth: [] }]);
    expect(document.paths['/auth/login']?.post?.security).toBeUndefined();
  });

  it('describes the error answers of every operation in the one error shape', () => {
    expect(document.components.schemas.ApiError).toBeDefined();
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        for (const status of ['400', '500', '503']) {
          expect(
            operation.responses[status]?.content?.['application/json']?.schema.$ref,
            `${method} ${path}`,
          ).toBe('#/components/schemas/ApiError');
        }
      }
    }
    expect(document.paths['/auth/me']?.get?.responses['401']).toBeDefined();
    expect(document.paths['/auth/login']?.post?.responses['429']).toBeDefined();
    expect(document.paths['/addresses/{id}']?.put?.responses['404']).toBeDefined();
  });

  it('declares every error an operation answers: back-office 403s, body and path refusals, a route’s own', () => {
    const statuses = (path: string, method: string) =>
      Object.keys(document.paths[path]?.[method]?.responses ?? {});
    expect(statuses('/admin/orders', 'get')).toEqual(expect.arrayContaining(['401', '403']));
    expect(statuses('/seller/sales', 'get')).toEqual(expect.arrayContaining(['401', '403']));
    expect(statuses('/orders', 'post')).toEqual(expect.arrayContaining(['409', '413', '415', '422']));
    expect(statuses('/product/{id}', 'get')).toEqual(expect.arrayContaining(['404', '414']));
    expect(statuses('/payments/opay', 'post')).toEqual(expect.arrayContaining(['404', '409', '502']));
    expect(statuses('/contact', 'post')).toContain('429');
    expect(statuses('/auth/login', 'post')).toEqual(expect.arrayContaining(['401', '403', '422', '429']));
    expect(statuses('/health', 'get')).not.toContain('413');
    const conflict = document.paths['/orders']?.post?.responses['409'];
    expect(conflict?.content?.['application/json']?.schema.$ref).toBe('#/components/schemas/ApiError');
  });

  it('declares path parameters only where the path has them', () => {
    const parameters = (path: string) =>
      (document.paths[path]?.get?.parameters ?? []).filter((parameter) => parameter.in === 'path');
    expect(parameters('/products/')).toEqual([]);
    expect(parameters('/products/{slug}').map((parameter) => parameter.name)).toEqual(['slug']);
  });
});

describe('protocol answers', () => {
  let ctx: AccountsContext;
  let shopper: Shopper;
  beforeAll(async () => {
    ctx = await createAccountsApp();
    shopper = await signUp(ctx.app);
  });
  afterAll(() => ctx.close());

  it('answers a known path asked with the wrong method with 405 and Allow', async () => {
    const wrong = await call(ctx.app, 'DELETE', '/auth/login', { query: { lang: 'ar-SA' } });
    expectError(wrong, 405, 'METHOD_NOT_ALLOWED', 'ar-SA');
    expect(wrong.headers.allow).toBe('POST');
    const address = await call(ctx.app, 'GET', '/addresses/5');
    expectError(address, 405, 'METHOD_NOT_ALLOWED');
    expect(address.headers.allow).toBe('DELETE, PUT');
    expectError(await call(ctx.app, 'GET', '/no/such/path'), 404, 'ROUTE_NOT_FOUND');
  });

  it('refuses invalid UTF-8 instead of storing U+FFFD', async () => {
    const bytes = Buffer.concat([
      Buffer.from('{"first_name":"'),
      Buffer.from([0xff, 0xfe]),
      Buffer.from('"}'),
    ]);
    const answer = await ctx.app.inject({
      method: 'POST',
      url: '/auth/updateProfile?lang=ar-SA',
      headers: { authorization: `Bearer ${shopper.tokens.access_token}`, 'content-type': 'application/json' },
      payload: bytes,
    });
    expectError({ status: answer.statusCode, body: answer.json() }, 400, 'INVALID_UTF8', 'ar-SA');
    const me = await call<{ data: User }>(ctx.app, 'GET', '/auth/me', { token: shopper.tokens.access_token });
    expect(me.body.data.first_name).toBe('Mona');
    const arabic = await call<{ data: User }>(ctx.app, 'POST', '/auth/updateProfile', {
      token: shopper.tokens.access_token,
      body: { first_name: 'منى' },
    });
    expect(arabic.body.data.first_name).toBe('منى');
  });

  it('refuses a lone surrogate sent as a JSON escape, which no UTF-8 text can hold', async () => {
    const answer = await ctx.app.inject({
      method: 'POST',
      url: '/auth/updateProfile?lang=en-US',
      headers: { authorization: `Bearer ${shopper.tokens.access_token}`, 'content-type': 'application/json' },
      payload: '{"first_name":"Mona\\ud800"}',
    });
    expectError({ status: answer.statusCode, body: answer.json() }, 400, 'INVALID_UTF8');
    const paired = await call<{ data: User }>(ctx.app, 'POST', '/auth/updateProfile', {
      token: shopper.tokens.access_token,
      body: { first_name: 'Mona 🫘' },
    });
    expect(paired.body.data.first_name).toBe('Mona 🫘');
  });

  it('still refuses prototype poisoning in JSON', async () => {
    const answer = await ctx.app.inject({
      method: 'POST',
      url: '/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"login":"a@example.com","password":"x","__proto__":{"admin":true}}',
    });
    expect(answer.statusCode).toBe(400);
  });

  it('cites the limit that matters, once', async () => {
    const answer = await call(ctx.app, 'POST', '/addresses', {
      token: shopper.tokens.access_token,
      body: { title: 'Home', street: 'Tahrir St', governorate_id: 1, city_id: 2 ** 53 },
    });
    expect(expectError(answer, 400, 'VALIDATION_ERROR').messages).toEqual([
      'city_id must be at most 2147483647.',
    ]);
  });
});
