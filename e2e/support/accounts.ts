import { randomUUID } from 'node:crypto';

/**
 * The API the journeys' storefront talks to (playwright.config.ts starts both): used to read the outbox, as
 * a shopper reads their mail, and to prepare accounts a journey starts from. Never to check what a page
 * should show: the journeys look at the page for that.
 */
export const apiURL = `http://127.0.0.1:${process.env.E2E_API_PORT ?? '4300'}`;

export type NewShopper = {
  first_name: string;
  last_name: string;
  email: string;
  /** Local form, as a shopper types it. */
  mobile: string;
  password: string;
};

/** A shopper nobody has registered yet: a fresh email and mobile each call. */
export function newShopper(overrides: Partial<NewShopper> = {}): NewShopper {
  const id = randomUUID().replaceAll('-', '');
  const digits = String(Number.parseInt(id.slice(0, 12), 16))
    .padStart(8, '0')
    .slice(-8);
  return {
    first_name: 'Mona',
    last_name: 'Salem',
    email: `mona.${id.slice(0, 12)}@example.com`,
    mobile: `010${digits}`,
    password: 'coffee-2024',
    ...overrides,
  };
}

async function api<T>(method: string, path: string, body?: unknown, token?: string): Promise<T> {
  const response = await fetch(`${apiURL}${path}`, {
    method,
    headers: {
      accept: 'application/json',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const payload = (await response.json().catch(() => undefined)) as T;
  if (!response.ok)
    throw new Error(`${method} ${path} answered ${response.status}: ${JSON.stringify(payload)}`);
  return payload;
}

/**
 * The 6-digit code of the newest message of this template (`otp.verify`, `otp.reset`) to this address, as
 * the shopper would read it in their mail. Waits a little: the message is written as the request ends.
 */
export async function readCode(
  email: string,
  template: 'otp.verify' | 'otp.reset' | 'otp.email' | 'otp.login',
): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const { data } = await api<{ data: { template: string; body: string }[] }>(
      'GET',
      `/dev/outbox?${new URLSearchParams({ to: email })}`,
    );
    const code = data
      .filter((message) => message.template === template)
      .map((m) => /\b(\d{6})\b/.exec(m.body)?.[1])[0];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no ${template} code reached ${email}`);
}

/** The path and query of the newest newsletter confirmation link mailed to this address. */
export async function readNewsletterLink(email: string): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const { data } = await api<{ data: { template: string; body: string }[] }>(
      'GET',
      `/dev/outbox?${new URLSearchParams({ to: email })}`,
    );
    const link = data
      .filter((message) => message.template === 'newsletter.confirm')
      .map((m) => /https?:\/\/[^/\s]+(\/newsletter\/confirm\?token=[\w-]+)/.exec(m.body)?.[1])[0];
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no newsletter link reached ${email}`);
}

/** An account that can log in, made through the API (register, code from the outbox, verify). */
export async function createShopper(overrides: Partial<NewShopper> = {}) {
  const shopper = newShopper(overrides);
  await api('POST', '/auth/register', { ...shopper, password_confirmation: shopper.password });
  const code = await readCode(shopper.email, 'otp.verify');
  const { data: tokens } = await api<{ data: { access_token: string } }>('POST', '/auth/verify-otp', {
    email: shopper.email,
    code,
  });
  return { ...shopper, accessToken: tokens.access_token };
}

/** Calls the API as that shopper (to put lines in their server cart before a journey, for instance). */
export const callAsShopper = <T>(token: string, method: string, path: string, body?: unknown) =>
  api<T>(method, path, body, token);
