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

/** The simulator of the outside world (PayTabs, OPay, Bosta, Twilio) that `npm start` runs beside the API. */
export const simulatorURL = `http://127.0.0.1:${process.env.E2E_SIM_PORT ?? '4400'}`;

/** E.164 of an Egyptian mobile typed locally (010…): how the API keeps it and texts it. */
export const toE164 = (mobile: string) => (mobile.startsWith('+') ? mobile : `+2${mobile}`);

/** The text that confirms a mobile for cash on delivery, in either language. */
export const COD_CODE_TEXT = /cash on delivery|للدفع عند الاستلام/;

/**
 * The 6-digit code of the newest text to this mobile that reads like `kind` (the sign-up code goes to the same
 * phone), as the shopper reads it on their phone: from the SMS provider's simulator (Twilio's Messages API),
 * which the outbox sends to every couple of seconds.
 */
export async function readTextedCode(mobile: string, kind: RegExp = COD_CODE_TEXT): Promise<string> {
  const to = toE164(mobile);
  for (let attempt = 0; attempt < 60; attempt += 1) {
    const response = await fetch(`${simulatorURL}/twilio/messages?${new URLSearchParams({ to })}`);
    const { messages } = (await response.json()) as { messages: { body: string }[] };
    const code = messages
      .filter((message) => kind.test(message.body))
      .map((message) => /\b(\d{6})\b/.exec(message.body)?.[1])
      .find(Boolean);
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no text reached ${to}`);
}

/**
 * Confirms a delivery mobile for cash on delivery through the API, as a returning shopper did once (a first
 * cash order asks for a texted code; journeys about other things start past it).
 */
export async function confirmMobileByApi(token: string, mobile: string): Promise<void> {
  const sent = await api<{ data: { verified: boolean } }>('POST', '/checkout/mobile-code', { mobile }, token);
  if (sent.data.verified) return;
  const code = await readTextedCode(mobile);
  await api('POST', '/checkout/mobile-code/verify', { mobile, code }, token);
}
