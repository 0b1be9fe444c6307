import type { AddressInfo } from 'node:net';
import { type Simulator, startSimulator } from '../../../payment-simulator/src/server.js';
import { seedDemoCatalog } from '../../src/db/seed/demo.js';
import type { AccountsAppOptions, AccountsContext } from './accounts.js';
import { createAccountsApp } from './accounts.js';
import { createTestDatabase } from './database.js';

export type PaymentsContext = AccountsContext & { sim: Simulator };

/**
 * The real app with the demo catalog, listening on a free port so the payment simulator (started in this
 * process, with the keys the API uses when none are configured) can deliver its callbacks to it.
 */
export async function createPaymentsApp(options: AccountsAppOptions = {}): Promise<PaymentsContext> {
  const sim = await startSimulator({ callbacks: { retryAfterMs: 200 } });
  const database = await createTestDatabase({ catalog: true });
  await seedDemoCatalog(database.db);
  const ctx = await createAccountsApp({
    ...options,
    database,
    env: { PAYMENT_SIMULATOR_URL: sim.url, SITE_URL: 'http://shop.test' },
  });
  await listenForCallbacks(ctx);
  return {
    ...ctx,
    sim,
    close: async () => {
      await sim.callbacks.settle();
      await sim.close();
      await ctx.close();
      await database.close();
    },
  };
}

/**
 * Listens on a free port and tells the app its own address, so a simulator in this process reaches it (payment
 * notifications, courier webhooks): known only once listening, and read from the config at each call.
 */
export async function listenForCallbacks(ctx: AccountsContext) {
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  ctx.config.apiPublicUrl = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
}

const decodeEntities = (text: string) =>
  text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));

/**
 * The shopper presses Pay, Decline or Cancel on the gateway's hosted page. PayTabs answers a page that posts
 * the signed result to our return URL: its `fields`; OPay redirects: its `location`.
 */
export async function actOnPage(redirectUrl: string, action: 'pay' | 'decline' | 'cancel') {
  const response = await fetch(redirectUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ action }),
    redirect: 'manual',
  });
  const html = await response.text();
  const fields: Record<string, string> = {};
  for (const [, name, value] of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
    fields[decodeEntities(name!)] = decodeEntities(value!);
  }
  const action_ = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  return {
    status: response.status,
    location: response.headers.get('location'),
    returnUrl: action_ ? decodeEntities(action_) : null,
    fields,
  };
}
