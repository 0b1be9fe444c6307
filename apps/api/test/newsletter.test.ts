import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './support/app.js';

type ErrorBody = { message: string; messages?: string[]; code: string };

describe('POST /newsletter', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const subscribe = (payload: unknown, lang = 'en-US') =>
    ctx.app.inject({ method: 'POST', url: '/newsletter', query: { lang }, payload: payload as object });

  it('subscribes an address once, stored lowercased', async () => {
    const first = await subscribe({ email: '  Mona.Adel@Example.COM ' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ data: { email: 'mona.adel@example.com' } });

    const again = await subscribe({ email: 'mona.adel@example.com' }, 'ar-SA');
    expect(again.statusCode).toBe(409);
    const body = again.json<ErrorBody>();
    expect(body.code).toBe('ALREADY_SUBSCRIBED');
    expect(body.messages?.[0]).toMatch(/[\u0600-\u06FF]/);
  });

  it('refuses what is not an email address, saying so in the request language', async () => {
    const response = await subscribe({ email: 'not-an-address' }, 'ar-SA');
    expect(response.statusCode).toBe(400);
    const body = response.json<ErrorBody>();
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.messages).toEqual([expect.stringContaining('email')]);
    expect(body.messages?.[0]).toMatch(/بريدًا إلكترونيًا/);
  });

  it('refuses a missing address and unknown fields', async () => {
    const missing = await subscribe({});
    expect(missing.statusCode).toBe(400);
    expect(missing.json<ErrorBody>().messages).toEqual(['email is required.']);
    const extra = await subscribe({ email: 'a@b.co', admin: true });
    expect(extra.statusCode).toBe(400);
    expect(extra.json<ErrorBody>().messages?.[0]).toContain('admin');
  });
});
