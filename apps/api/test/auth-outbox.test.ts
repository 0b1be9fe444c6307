import { createServer, type Server } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_JWT_SECRET, loadConfig } from '../src/config.js';
import { outbox } from '../src/db/schema/index.js';
import { drainOutbox, enqueueMessage, type OutboxRow } from '../src/lib/outbox.js';
import {
  type AccountsContext,
  call,
  createAccountsApp,
  type OutboxItem,
  outboxFor,
  registration,
} from './support/accounts.js';

/** Just enough of an SMTP server to receive what nodemailer sends, so the real transport is exercised. */
function startSmtpServer() {
  const received: string[] = [];
  const server: Server = createServer((socket) => {
    let inData = false;
    let buffer = '';
    socket.write('220 test ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let newline = buffer.indexOf('\r\n');
      while (newline >= 0) {
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            socket.write('250 OK queued\r\n');
          } else {
            received[received.length - 1] += `${line}\n`;
          }
        } else if (/^(EHLO|HELO)/i.test(line)) socket.write('250 test\r\n');
        else if (/^DATA/i.test(line)) {
          inData = true;
          received.push('');
          socket.write('354 go ahead\r\n');
        } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
        else socket.write('250 OK\r\n');
        newline = buffer.indexOf('\r\n');
      }
    });
  });
  return new Promise<{ port: number; received: string[]; close: () => Promise<void> }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve({
        port: typeof address === 'object' && address ? address.port : 0,
        received,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

describe('outbox', () => {
  let ctx: AccountsContext;
  beforeAll(async () => {
    ctx = await createAccountsApp();
  });
  afterAll(() => ctx.close());

  it('lists messages newest first for one recipient at GET /dev/outbox', async () => {
    const body = registration();
    await call(ctx.app, 'POST', '/auth/register', { body });
    await call(ctx.app, 'POST', '/auth/resend-otp', { body: { login: body.email } });
    const messages = await outboxFor(ctx.app, body.email.toUpperCase());
    expect(messages.map((message) => message.template)).toEqual(['otp.verify', 'otp.verify']);
    expect(messages[0]!.id).toBeGreaterThan(messages[1]!.id);
    expect(messages.every((message) => message.to === body.email)).toBe(true);
    const limited = await call<{ data: OutboxItem[] }>(ctx.app, 'GET', '/dev/outbox', {
      query: { limit: '1' },
    });
    expect(limited.body.data).toHaveLength(1);
  });

  it('answers only callers on this machine, as if the route did not exist for anyone else', async () => {
    const remote = await call<{ code: string }>(ctx.app, 'GET', '/dev/outbox', { ip: '203.0.113.50' });
    expect(remote.status).toBe(404);
    expect(remote.body.code).toBe('ROUTE_NOT_FOUND');
    // Forwarded by the storefront's server for someone elsewhere: still refused.
    const forwarded = await call(ctx.app, 'GET', '/dev/outbox', {
      headers: { 'x-forwarded-for': '203.0.113.50' },
    });
    expect(forwarded.status).toBe(404);
    expect((await call(ctx.app, 'GET', '/dev/outbox', { ip: '::1' })).status).toBe(200);
  });

  it('drains pending messages through the console transport and marks them sent', async () => {
    const body = registration();
    await call(ctx.app, 'POST', '/auth/register', { body });
    expect((await outboxFor(ctx.app, body.email))[0]?.status).toBe('pending');
    const outcome = await ctx.app.drainOutbox();
    expect(outcome.sent).toBeGreaterThanOrEqual(1);
    expect((await outboxFor(ctx.app, body.email))[0]?.status).toBe('sent');
  });

  it('writes a message only if what caused it commits: a duplicate sign-up race leaves exactly one code', async () => {
    const body = registration();
    const answers = await Promise.all([
      call(ctx.app, 'POST', '/auth/register', { body }),
      call(ctx.app, 'POST', '/auth/register', { body: { ...body, mobile: registration().mobile } }),
    ]);
    // Both answer alike; the one that lost the race mails the owner instead of a second code.
    expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
    const templates = (await outboxFor(ctx.app, body.email)).map((message) => message.template);
    expect(templates.sort()).toEqual(['otp.verify', 'signup.existing']);
  });

  it('sends each message once when several processes drain at the same time', async () => {
    const db = ctx.database.db;
    await ctx.app.drainOutbox();
    for (let n = 0; n < 30; n++) {
      await enqueueMessage(db, {
        channel: 'email',
        recipient: `bulk-${n}@example.com`,
        template: 'test',
        subject: 's',
        body: 'b',
      });
    }
    const sent: number[] = [];
    const transport = {
      name: 'counting',
      send: async (message: OutboxRow) => {
        await new Promise((resolve) => setTimeout(resolve, 2));
        sent.push(message.id);
      },
    };
    const drains = [1, 2, 3].map(() => drainOutbox(db, transport, { now: () => new Date(), limit: 30 }));
    await Promise.all(drains);
    expect(sent).toHaveLength(30);
    expect(new Set(sent).size).toBe(30);
  });

  it('retries a failing message after growing delays and dead-letters it after 5 attempts', async () => {
    const db = ctx.database.db;
    await ctx.app.drainOutbox();
    await enqueueMessage(db, {
      channel: 'email',
      recipient: 'flaky@example.com',
      template: 'test',
      subject: 's',
      body: 'b',
    });
    const failing = { name: 'down', send: async () => Promise.reject(new Error('smtp down')) };
    let now = Date.now();
    const drainAt = () => drainOutbox(db, failing, { now: () => new Date(now) });
    const row = async () =>
      (await db.select().from(outbox).where(eq(outbox.recipient, 'flaky@example.com')))[0];
    expect((await drainAt()).failed).toBe(1);
    // 30 s, then 1, 2 and 4 minutes: tried again only once each delay has passed.
    for (const waitSeconds of [30, 60, 120, 240]) {
      now += (waitSeconds - 1) * 1000;
      expect((await drainAt()).failed).toBe(0);
      now += 1000;
      expect((await drainAt()).failed).toBe(1);
    }
    expect(await row()).toMatchObject({ status: 'failed', attempts: 5, lastError: 'smtp down' });
    now += 24 * 3600_000;
    expect((await drainAt()).failed).toBe(0);
    expect((await row())?.status).toBe('failed');
  });
});

describe('outbox over SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let ctx: AccountsContext;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    ctx = await createAccountsApp({
      env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: 'Bunn <no-reply@bunn.test>' },
    });
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  it('mails the code with nodemailer when SMTP_URL is set', async () => {
    const body = registration();
    await call(ctx.app, 'POST', '/auth/register', { body });
    const outcome = await ctx.app.drainOutbox();
    // The mail through SMTP, and the same code's text to the mobile (SMS=none in tests: to the log).
    expect(outcome).toMatchObject({ sent: 2, failed: 0 });
    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received.join('\n');
    expect(mail).toContain(`To: ${body.email}`);
    expect(mail).toContain('From: Bunn <no-reply@bunn.test>');
    expect((await outboxFor(ctx.app, body.email))[0]?.status).toBe('sent');
  });
});

describe('production', () => {
  it('refuses to start without its own JWT_SECRET', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET/);
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: DEV_JWT_SECRET })).toThrow(/JWT_SECRET/);
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'too-short' })).toThrow(/JWT_SECRET/);
    // The payment simulator as a trial's explicit choice: production refuses to start without gateway keys.
    const trial = { NODE_ENV: 'production', JWT_SECRET: 'p'.repeat(40), PAYMENT_SIMULATOR: 'true' };
    expect(loadConfig(trial).jwtSecret).toBe('p'.repeat(40));
  });

  it('has no /dev/outbox at all', async () => {
    const ctx = await createAccountsApp({
      env: { NODE_ENV: 'production', JWT_SECRET: 'p'.repeat(40), PAYMENT_SIMULATOR: 'true' },
    });
    try {
      const answer = await call<{ code: string }>(ctx.app, 'GET', '/dev/outbox');
      expect(answer.status).toBe(404);
      expect(answer.body.code).toBe('ROUTE_NOT_FOUND');
      const paths = Object.keys(ctx.app.swagger().paths ?? {});
      expect(paths).not.toContain('/dev/outbox');
      expect(paths).toContain('/auth/login');
    } finally {
      await ctx.close();
    }
  });
});
