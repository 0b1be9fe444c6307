import { randomUUID } from 'node:crypto';
import type { OrderSummary } from '@coffee/contracts/checkout';
import type { Order } from '@coffee/contracts/orders';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client.js';
import {
  cities,
  coupons,
  products,
  shippingZoneGovernorates,
  shippingZones,
  storeSettings,
  users,
  verifiedMobiles,
  wallets,
} from '../../src/db/schema/index.js';
import { startSession } from '../../src/modules/auth/sessions.js';
import { type AccountsContext, call, uniqueContacts } from './accounts.js';

export type Lang = 'en-US' | 'ar-SA';

/** Cairo is governorate 1 (Greater Cairo zone); Aswan 15 (Upper Egypt); South Sinai 21 (remote). */
export const CAIRO = { governorateId: 1 };

/** A shopper made straight in the database with a live session: fast enough for hundreds at once. */
export type Buyer = { userId: number; email: string; token: string };

/** The mobile of `cairoAddress`, as stored (E.164). */
export const CAIRO_MOBILE = '+201012345678';

/**
 * A signed-in shopper. By default one who has confirmed their own mobile and `cairoAddress`'s for cash on
 * delivery (a returning shopper: tests of other things place cash orders without the code step); pass
 * `verifiedMobiles: []` for a first cash order.
 */
export async function makeBuyer(
  ctx: AccountsContext,
  overrides: Partial<typeof users.$inferInsert> = {},
  options: { verifiedMobiles?: string[] } = {},
): Promise<Buyer> {
  const contacts = uniqueContacts();
  const [row] = await ctx.database.db
    .insert(users)
    .values({
      firstName: 'Nour',
      lastName: 'Adel',
      email: contacts.email,
      mobile: `+2${contacts.mobile}`,
      passwordHash: 'not a hash: this shopper never logs in with a password',
      verifiedAt: ctx.clock.now(),
      ...overrides,
    })
    .returning({ id: users.id, email: users.email });
  const tokens = await startSession(ctx.database.db, ctx.config.jwtSecret, row!.id, ctx.clock.now());
  const mobiles = options.verifiedMobiles ?? [`+2${contacts.mobile}`, CAIRO_MOBILE];
  if (mobiles.length > 0) {
    await ctx.database.db
      .insert(verifiedMobiles)
      .values(mobiles.map((mobile) => ({ userId: row!.id, mobile, verifiedAt: ctx.clock.now() })))
      .onConflictDoNothing();
  }
  return { userId: row!.id, email: row!.email, token: tokens.access_token };
}

export async function setWallet(db: Database, userId: number, balance: number): Promise<void> {
  await db
    .insert(wallets)
    .values({ userId, balance })
    .onConflictDoUpdate({ target: wallets.userId, set: { balance } });
}

export async function walletBalance(db: Database, userId: number): Promise<number> {
  const [row] = await db.select({ balance: wallets.balance }).from(wallets).where(eq(wallets.userId, userId));
  return row?.balance ?? 0;
}

export type CouponFields = Partial<typeof coupons.$inferInsert>;

/** A coupon of the test's own (a unique code unless given), percent 10 by default. */
export async function addCoupon(db: Database, fields: CouponFields = {}) {
  const [row] = await db
    .insert(coupons)
    .values({
      code: `T${randomUUID().slice(0, 8).toUpperCase()}`,
      kind: 'percent',
      value: 10,
      perUserLimit: 100,
      ...fields,
    })
    .returning();
  return row!;
}

export async function couponUses(db: Database, id: number): Promise<number> {
  const [row] = await db.select({ used: coupons.usedCount }).from(coupons).where(eq(coupons.id, id));
  return row!.used;
}

/** The fee the database keeps for a governorate's zone. */
export async function zoneFee(db: Database, governorateId: number): Promise<number> {
  const [row] = await db
    .select({ fee: shippingZones.fee })
    .from(shippingZoneGovernorates)
    .innerJoin(shippingZones, eq(shippingZones.id, shippingZoneGovernorates.zoneId))
    .where(eq(shippingZoneGovernorates.governorateId, governorateId));
  return row!.fee;
}

export async function setStoreSettings(
  db: Database,
  settings: {
    freeShippingThreshold?: number;
    codMaxTotal?: number;
    codFee?: number;
    maxLineQuantity?: number;
  },
) {
  await db.update(storeSettings).set({ ...settings, updatedAt: sql`now()` });
}

/** The checkout calls a client makes, for one shopper. */
export function checkoutOf(ctx: () => AccountsContext, buyer: Buyer) {
  const { token } = buyer;
  const app = () => ctx().app;
  return {
    setCart: (products: { product_id: number; variant_id?: number | null; quantity: number }[]) =>
      call(app(), 'POST', '/shopping-cart', { token, body: { products } }),
    summary: (query: Record<string, string> = {}, lang: Lang = 'en-US') =>
      call<{ data: OrderSummary }>(app(), 'GET', '/orders/summary', { token, query: { lang, ...query } }),
    checkCoupon: (code: string, lang: Lang = 'en-US') =>
      call<{ data: { code: string; discount: number; message: string } }>(app(), 'POST', '/checkCoupon', {
        token,
        body: { code },
        query: { lang },
      }),
    paymentMethods: (query: Record<string, string> = {}, lang: Lang = 'en-US') =>
      call<{
        data: { id: string; available: boolean; reason: string | null; name: string; description: string }[];
      }>(app(), 'GET', '/payment-methods', { token, query: { lang, ...query } }),
    place: (body: unknown, key: string = randomUUID(), lang: Lang = 'en-US') =>
      call<{ data: Order }>(app(), 'POST', '/orders', {
        token,
        body,
        query: { lang },
        headers: { 'idempotency-key': key },
      }),
    get: (number: string, lang: Lang = 'en-US') =>
      call<{ data: Order }>(app(), 'GET', `/orders/${number}`, { token, query: { lang } }),
    list: (query: Record<string, string> = {}) => call(app(), 'GET', '/orders', { token, query }),
    cancel: (number: string, lang: Lang = 'en-US') =>
      call<{ data: Order }>(app(), 'POST', `/orders/${number}/cancel`, { token, query: { lang } }),
    reorder: (number: string, lang: Lang = 'en-US') =>
      call(app(), 'POST', `/reorder/${number}`, { token, query: { lang } }),
  };
}

/** A filled-in address in Cairo (governorate 1) with one of its cities, as checkout sends it. */
export async function cairoAddress(db: Database, overrides: Record<string, unknown> = {}) {
  const [city] = await db
    .select({ id: cities.id })
    .from(cities)
    .where(eq(cities.governorateId, 1))
    .orderBy(asc(cities.id))
    .limit(1);
  return {
    title: 'Home',
    governorate_id: 1,
    city_id: city!.id,
    area: 'Zamalek',
    street: '12 Brazil Street',
    details: 'Floor 3',
    recipient_name: 'Nour Adel',
    mobile: '01012345678',
    save: false,
    ...overrides,
  };
}

/** A shopper with these products in their server cart. */
export async function shopperWith(ctx: AccountsContext, lines: [{ id: number }, number][]) {
  const buyer = await makeBuyer(ctx);
  const checkout = checkoutOf(() => ctx, buyer);
  const saved = await checkout.setCart(
    lines.map(([product, quantity]) => ({ product_id: product.id, quantity })),
  );
  if (saved.status !== 200) throw new Error(`could not fill the cart: ${saved.status}`);
  return { buyer, checkout };
}

/** A product's stock as the database holds it now. */
export async function stockOf(db: Database, product: { id: number }): Promise<number> {
  const [row] = await db.select({ stock: products.stock }).from(products).where(eq(products.id, product.id));
  return row!.stock;
}
