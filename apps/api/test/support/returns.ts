import sharp from 'sharp';
import { type AccountsContext, call } from './accounts.js';
import { type Buyer, cairoAddress, checkoutOf, makeBuyer } from './checkout.js';
import { actOnPage } from './payments.js';
import { book, type CourierContext, readyOrder } from './shipping.js';
import { addProduct } from './shopping.js';

export type ReturnBody = {
  kind: 'change_of_mind' | 'defect';
  reason: string;
  refund_to: 'original' | 'wallet';
  lines: { line_id: number; quantity: number }[];
};

/** A small real photo (PNG or JPEG bytes). */
export const photo = (format: 'png' | 'jpeg' = 'png') =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#7a4a2a' } })
    .toFormat(format)
    .toBuffer();

/** The shopper's return request as the order page sends it: multipart, `request` JSON and `photos`. */
export function askReturn(
  ctx: AccountsContext,
  buyer: Buyer,
  number: string,
  body: ReturnBody,
  options: { photos?: Buffer[]; lang?: string } = {},
) {
  const form = new FormData();
  form.append('request', JSON.stringify(body));
  for (const [index, bytes] of (options.photos ?? []).entries()) {
    form.append('photos', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), `photo-${index}.png`);
  }
  return call<{ data: ReturnView }>(ctx.app, 'POST', `/orders/${number}/returns`, {
    token: buyer.token,
    body: form,
    query: { lang: options.lang ?? 'en-US' },
  });
}

export type ReturnView = {
  id: number;
  status: string;
  status_label: string;
  photos: string[];
  pickup: { tracking_number: string | null; state: string; state_label: string } | null;
  goods_refund: number | null;
  delivery_refund: number | null;
  refunds: { id: number; amount: number; to: string; state: string }[];
  lines: { line_id: number; quantity: number; resellable: boolean | null }[];
};

export type OrderReturns = {
  change_of_mind_until: string | null;
  defect_until: string | null;
  refund_options: string[];
  lines: { line_id: number; delivered: number; returnable: number }[];
  returns: ReturnView[];
};

export const returnsOf = (ctx: AccountsContext, buyer: Buyer, number: string, lang = 'en-US') =>
  call<{ data: OrderReturns }>(ctx.app, 'GET', `/orders/${number}/returns`, {
    token: buyer.token,
    query: { lang },
  });

export const staffCall = (ctx: AccountsContext, staff: Buyer, path: string, body?: unknown, lang = 'en-US') =>
  call<{ data: ReturnView & { order_number: string } }>(ctx.app, 'POST', `/admin/returns${path}`, {
    token: staff.token,
    ...(body !== undefined && { body }),
    query: { lang },
  });

/** A cash (or wallet) order delivered through the simulated courier. */
export async function deliveredOrder(
  ctx: CourierContext,
  staff: Buyer,
  options: { quantity?: number; lang?: 'en-US' | 'ar-SA' } = {},
) {
  const ready = await readyOrder(ctx, staff, { quantity: options.quantity ?? 3, lang: options.lang });
  await deliver(ctx, staff, ready.order.number);
  return ready;
}

async function deliver(ctx: CourierContext, staff: Buyer, number: string) {
  const tracking = (await book(ctx, staff, [number])).body.data[0]!.tracking_number!;
  await ctx.sim.bosta.run(tracking, 'deliver');
}

/** A card order paid at PayTabs (the simulator), then delivered. */
export async function deliveredCardOrder(ctx: CourierContext, staff: Buyer) {
  const beans = await addProduct(ctx.database.db, { price: 30_000, stock: 10 });
  const buyer = await makeBuyer(ctx);
  const checkout = checkoutOf(() => ctx, buyer);
  await checkout.setCart([{ product_id: beans.id, quantity: 2 }]);
  const placed = await checkout.place({
    address: await cairoAddress(ctx.database.db),
    payment_method: 'card',
    use_wallet: false,
  });
  const order = placed.body.data as {
    id: number;
    number: string;
    DiscountedTotal: number;
    Shipping_Fees: number;
  };
  const started = await call<{ data: { redirect_url: string } }>(ctx.app, 'POST', '/payments/paytabs', {
    token: buyer.token,
    body: { order_number: order.number, method: 'card' },
  });
  await actOnPage(started.body.data.redirect_url, 'pay');
  await ctx.sim.callbacks.settle();
  for (const status of ['ACCEPT', 'PREPARE', 'READY_TO_SHIP']) {
    const moved = await call(ctx.app, 'POST', `/admin/orders/${order.number}/status`, {
      token: staff.token,
      body: { status },
    });
    if (moved.status !== 200) throw new Error(`could not move to ${status}: ${moved.status}`);
  }
  await deliver(ctx, staff, order.number);
  return { beans, buyer, order };
}
