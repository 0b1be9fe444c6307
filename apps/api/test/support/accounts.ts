import { randomBytes, randomUUID } from 'node:crypto';
import type { TokenPair } from '@coffee/contracts/auth';
import type { ApiError } from '@coffee/contracts/common';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { expect } from 'vitest';
import { type BuildOptions, buildApp } from '../../src/app.js';
import { type Config, loadConfig } from '../../src/config.js';
import type { DatabaseHandle } from '../../src/db/client.js';
import { seedLocations } from '../../src/db/seed/reference.js';
import {
  defaultLoginDelays,
  defaultOrderLimits,
  defaultRateLimits,
  type LoginDelays,
  type OrderLimits,
  type RateLimits,
  scaleLoginDelays,
  scaleOrderLimits,
  scaleRateLimits,
} from '../../src/lib/rate-limits.js';
import { createTestDatabase } from './database.js';

/** A clock the test moves by hand: expiry is tested by jumping ahead, never by sleeping. */
export class TestClock {
  private current = new Date();
  readonly now = () => new Date(this.current);
  advance(seconds: number) {
    this.current = new Date(this.current.getTime() + seconds * 1000);
  }
}

export type AccountsContext = {
  app: FastifyInstance;
  database: DatabaseHandle;
  clock: TestClock;
  config: Config;
  close: () => Promise<void>;
};

export type AccountsAppOptions = {
  /** Environment on top of the test defaults, e.g. NODE_ENV or REDIS_URL. */
  env?: Record<string, string | undefined>;
  /** Limits to use; by default every limit is 1000× its real value so only rate-limit tests meet them. */
  rateLimits?: RateLimits;
  /** Delays after wrong passwords; by default 1000× the free tries, so only the delay tests meet them. */
  loginDelays?: LoginDelays;
  /** Bounds on unpaid orders; by default 1000× their real value, so only the tests of these bounds meet them. */
  orderLimits?: OrderLimits;
  /** Share a database (and so accounts) with another app instance; the owner closes it. */
  database?: DatabaseHandle;
  clock?: TestClock;
  /** Start the background jobs, as the server does. */
  jobs?: boolean;
  /** Where the app's JSON log lines go (silent without). */
  logStream?: { write: (line: string) => void };
  onRoute?: BuildOptions['onRoute'];
};

/**
 * The real app for account tests: a fresh migrated database with governorates and cities (no catalog,
 * which these tests do not need), an injectable clock, and no outbox interval (messages stay readable).
 */
export async function createAccountsApp(options: AccountsAppOptions = {}): Promise<AccountsContext> {
  const ownDatabase = !options.database;
  const database = options.database ?? (await createTestDatabase());
  if (ownDatabase) await seedLocations(database.db);
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: '/tmp/coffee-test-data',
    OUTBOX_INTERVAL_MS: '0',
    // Texts are logged like mail (no SMS simulator runs beside most tests); sms.test.ts sends them to one.
    SMS: 'none',
    // Test files run side by side and may share a Redis: each app counts under its own prefix.
    RATE_LIMIT_PREFIX: `test:${randomUUID()}:`,
    ...options.env,
  });
  config.rateLimits = options.rateLimits ?? scaleRateLimits(defaultRateLimits, 1000);
  config.loginDelays = options.loginDelays ?? scaleLoginDelays(defaultLoginDelays, 1000);
  config.orderLimits = options.orderLimits ?? scaleOrderLimits(defaultOrderLimits, 1000);
  const clock = options.clock ?? new TestClock();
  const app = await buildApp({
    config,
    database,
    logger: options.logStream ? { level: 'info', stream: options.logStream } : false,
    clock: clock.now,
    jobs: options.jobs ?? false,
    onRoute: options.onRoute,
  });
  await app.ready();
  return {
    app,
    database,
    clock,
    config,
    close: async () => {
      await app.close();
      if (ownDatabase) await database.close();
    },
  };
}

export type Call = {
  body?: unknown;
  token?: string;
  query?: Record<string, string>;
  ip?: string;
  headers?: Record<string, string>;
};

/** One request the way a client makes it; answers status, parsed body and headers. */
export async function call<T = unknown>(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  options: Call = {},
) {
  const request: InjectOptions = {
    method,
    url,
    query: options.query ?? {},
    headers: {
      ...(options.token && { authorization: `Bearer ${options.token}` }),
      ...options.headers,
    },
    ...(options.ip && { remoteAddress: options.ip }),
  };
  if (options.body instanceof FormData) request.payload = options.body as never;
  else if (options.body !== undefined) request.payload = options.body as object;
  const response = await app.inject(request);
  const text = response.body;
  // A document (a partner's PDF) is bytes, not JSON: read those with `app.inject`.
  const json = String(response.headers['content-type'] ?? 'application/json').includes('json');
  return {
    status: response.statusCode,
    body: (text && json ? JSON.parse(text) : undefined) as T,
    headers: response.headers,
  };
}

const ARABIC = /[\u0600-\u06FF]/;

/** An error in the one shape, in the request's language, that names its code. */
export function expectError(
  response: { status: number; body: unknown },
  status: number,
  code: string,
  lang: 'en-US' | 'ar-SA' = 'en-US',
): ApiError {
  const body = response.body as ApiError;
  expect({ status: response.status, code: body?.code }).toEqual({ status, code });
  expect(Object.keys(body).sort()).toEqual(
    body.messages ? ['code', 'message', 'messages'] : ['code', 'message'],
  );
  expect(body.message).toMatch(lang === 'ar-SA' ? ARABIC : /^[^\u0600-\u06FF]+$/);
  return body;
}

let serial = 0;
/** An email and an Egyptian mobile nobody else in this run has. */
export function uniqueContacts() {
  serial += 1;
  const digits = String(randomBytes(4).readUInt32BE() % 100_000_000).padStart(8, '0');
  return {
    email: `shopper-${serial}-${randomBytes(3).toString('hex')}@example.com`,
    mobile: `010${digits}`,
  };
}

export const PASSWORD = 'coffee-lover-42';

export function registration(overrides: Record<string, unknown> = {}) {
  const contacts = uniqueContacts();
  return {
    first_name: 'Mona',
    last_name: 'Hassan',
    email: contacts.email,
    mobile: contacts.mobile,
    password: PASSWORD,
    password_confirmation: PASSWORD,
    ...overrides,
  };
}

export type OutboxItem = {
  id: number;
  to: string;
  template: string;
  subject: string;
  body: string;
  status: string;
};

/** Messages to this recipient, newest first, as a developer reads them from GET /dev/outbox. */
export async function outboxFor(app: FastifyInstance, to: string): Promise<OutboxItem[]> {
  const response = await call<{ data: OutboxItem[] }>(app, 'GET', '/dev/outbox', { query: { to } });
  expect(response.status).toBe(200);
  return response.body.data;
}

/** The 6-digit code of the newest message of this template (`otp.verify`, `otp.reset`) to this recipient. */
export async function latestCode(app: FastifyInstance, to: string, template = 'otp.verify'): Promise<string> {
  const message = (await outboxFor(app, to)).find((item) => item.template === template);
  const code = message ? /\b(\d{6})\b/.exec(message.body)?.[1] : undefined;
  if (!code) throw new Error(`no ${template} code for ${to}`);
  return code;
}

export type Shopper = { email: string; mobile: string; password: string; tokens: TokenPair };

/** Registers, reads the code from the outbox and verifies: a shopper who can log in. */
export async function signUp(
  app: FastifyInstance,
  overrides: Record<string, unknown> = {},
): Promise<Shopper> {
  const body = registration(overrides);
  const registered = await call(app, 'POST', '/auth/register', { body });
  expect(registered.status).toBe(201);
  const code = await latestCode(app, body.email);
  const verified = await call<{ data: TokenPair }>(app, 'POST', '/auth/verify-otp', {
    body: { email: body.email, code },
  });
  expect(verified.status).toBe(200);
  return { email: body.email, mobile: body.mobile, password: body.password, tokens: verified.body.data };
}

export async function logIn(app: FastifyInstance, login: string, password = PASSWORD, ip?: string) {
  return call<{ data: TokenPair }>(app, 'POST', '/auth/login', {
    body: { login, password },
    ...(ip && { ip }),
  });
}
