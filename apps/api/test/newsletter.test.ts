import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterSubscribers, outbox } from '../src/db/schema/index.js';
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

  const mails = async (to: string) =>
    (await ctx.database.db.select().from(outbox).where(eq(outbox.recipient, to))).sort((x, y) => x.id - y.id);
  const linkIn = (body: string) => /\/newsletter\/confirm\?token=([\w-]+)/.exec(body)?.[1];
  const confirm = (token: string, lang = 'en-US') =>
    ctx.app.inject({ method: 'POST', url: '/newsletter/confirm', query: { lang }, payload: { token } });
  const subscribed = async (email: string) => {
    const [row] = await ctx.database.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, email));
    return Boolean(row?.confirmedAt && !row.unsubscribedAt);
  };

  it('answers every sign-up alike and mails the address a link; only following it subscribes', async () => {
    const first = await subscribe({ email: '  Mona.Adel@Example.COM ' });
    expect(first.statusCode).toBe(202);
    const email = 'mona.adel@example.com';
    expect(first.json()).toEqual({
      data: { email, message: `Check your email: we sent ${email} a link to confirm your subscription.` },
    });
    expect(await subscribed(email)).toBe(false);
    const [mail] = await mails(email);
    expect(mail?.template).toBe('newsletter.confirm');
    const token = linkIn(mail!.body)!;
    expect(token.length).toBeGreaterThan(20);

    const confirmed = await confirm(token, 'ar-SA');
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ data: { email, message: 'تم اشتراكك في نشرتنا البريدية' } });
    expect(await subscribed(email)).toBe(true);
    // A second click of the same link answers the same.
    expect((await confirm(token)).statusCode).toBe(200);

    // Signing up again: the very same answer; the mail says it is subscribed already.
    const again = await subscribe({ email }, 'ar-SA');
    expect(again.statusCode).toBe(202);
    expect(again.json().data.message).toBe(
      `تحقق من بريدك الإلكتروني: أرسلنا إلى ${email} رابطًا لتأكيد اشتراكك.`,
    );
    expect((await mails(email)).map((m) => m.template)).toEqual(['newsletter.confirm', 'newsletter.already']);
  });

  it('refuses a link that is not the latest, or older than 7 days, in the request language', async () => {
    const email = 'late.reader@example.com';
    await subscribe({ email });
    const old = linkIn((await mails(email))[0]!.body)!;
    await subscribe({ email });
    const latest = linkIn((await mails(email))[1]!.body)!;
    const refused = await confirm(old, 'ar-SA');
    expect(refused.statusCode).toBe(422);
    expect(refused.json<ErrorBody>()).toMatchObject({ code: 'INVALID_LINK' });
    expect(refused.json<ErrorBody>().message).toMatch(/[\u0600-\u06FF]/);
    await ctx.database.db
      .update(newsletterSubscribers)
      .set({ confirmSentAt: new Date(Date.now() - 8 * 24 * 3600 * 1000) })
      .where(eq(newsletterSubscribers.email, email));
    expect((await confirm(latest)).statusCode).toBe(422);
    expect(await subscribed(email)).toBe(false);
  });

  it('mails one address at most 3 times a day, and one client 5 sign-ups in 10 minutes', async () => {
    const email = 'flooded@example.com';
    const from = (n: number) => ({ remoteAddress: `198.18.0.${n}` });
    for (let n = 1; n <= 3; n += 1) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/newsletter',
        payload: { email },
        ...from(n),
      });
      expect(response.statusCode).toBe(202);
    }
    const fourth = await ctx.app.inject({
      method: 'POST',
      url: '/newsletter',
      payload: { email },
      ...from(4),
    });
    expect(fourth.statusCode).toBe(429);
    expect(await mails(email)).toHaveLength(3);
    for (let n = 1; n <= 5; n += 1) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/newsletter',
        payload: { email: `reader${n}@example.com` },
        ...from(50),
      });
      expect(response.statusCode).toBe(202);
    }
    const sixth = await ctx.app.inject({
      method: 'POST',
      url: '/newsletter',
      payload: { email: 'reader6@example.com' },
      query: { lang: 'ar-SA' },
      ...from(50),
    });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json<ErrorBody>().code).toBe('RATE_LIMITED');
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
