import type { BostaWebhookOptions } from '../../../payment-simulator/src/bosta.js';
import { type Simulator, startSimulator } from '../../../payment-simulator/src/server.js';
import { type AccountsContext, call } from './accounts.js';
import { type Buyer, cairoAddress, checkoutOf, makeBuyer } from './checkout.js';
import { listenForCallbacks } from './payments.js';
import { addProduct, createShoppingApp } from './shopping.js';

export type CourierContext = AccountsContext & { sim: Simulator };

/**
 * The real app listening on a free port, with the simulator (started in this process) standing in for Bosta
 * with the key the API uses when none is configured, so its webhooks reach the app. Webhooks are sent one
 * after the other, each acknowledged, unless a test asks for copies or reordering.
 */
export async function createCourierApp(courier: Partial<BostaWebhookOptions> = {}): Promise<CourierContext> {
  const sim = await startSimulator({ courier });
  const ctx = await createShoppingApp({
    env: { PAYMENT_SIMULATOR_URL: sim.url, COURIER_POLL_MS: '0', COURIER_CANCEL_MS: '0' },
  });
  await listenForCallbacks(ctx);
  return {
    ...ctx,
    sim,
    close: async () => {
      await sim.close();
      await ctx.close();
    },
  };
}

/** A shopper's order of `quantity` units of a fresh product (stock 10), moved by staff to Ready to ship. */
export async function readyOrder(
  ctx: AccountsContext,
  staff: Buyer,
  options: { method?: string; quantity?: number; lang?: 'en-US' | 'ar-SA' } = {},
) {
  const beans = await addProduct(ctx.database.db, { price: 30_000, stock: 10 });
  const buyer = await makeBuyer(ctx);
  const checkout = checkoutOf(() => ctx, buyer);
  await checkout.setCart([{ product_id: beans.id, quantity: options.quantity ?? 2 }]);
  const placed = await checkout.place(
    {
      address: await cairoAddress(ctx.database.db),
      payment_method: options.method ?? 'cod',
      use_wallet: false,
    },
    undefined,
    options.lang ?? 'en-US',
  );
  if (placed.status !== 201) throw new Error(`could not place: ${placed.status}`);
  const order = placed.body.data;
  for (const status of ['ACCEPT', 'PREPARE', 'READY_TO_SHIP']) {
    const moved = await call(ctx.app, 'POST', `/admin/orders/${order.number}/status`, {
      token: staff.token,
      body: { status },
    });
    if (moved.status !== 200) throw new Error(`could not move to ${status}: ${moved.status}`);
  }
  return { beans, buyer, checkout, order };
}

export type BookingOutcome = {
  number: string;
  ok: boolean;
  tracking_number: string | null;
  shipment_id: number | null;
  message: string | null;
};

export const book = (ctx: AccountsContext, staff: Buyer, numbers: string[], lang = 'en-US') =>
  call<{ data: BookingOutcome[] }>(ctx.app, 'POST', '/admin/shipping/bookings', {
    token: staff.token,
    body: { orders: numbers },
    query: { lang },
  });
