import type { AdminOrder } from '@coffee/contracts/backoffice';
import type { Order } from '@coffee/contracts/orders';
import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { auditLog, sellerAccounts, sellers, verifiedMobiles } from '../../src/db/schema/index.js';
import { type AccountsContext, call } from './accounts.js';
import { type Buyer, cairoAddress, checkoutOf, makeBuyer } from './checkout.js';
import type { TestProduct } from './shopping.js';

export type Team = {
  customer: Buyer;
  sellerA: Buyer & { sellerId: number };
  sellerB: Buyer & { sellerId: number };
  staff: Buyer;
  admin: Buyer;
};

/** One person of every back-office standing, each with a live session; sellers A and B run different sellers. */
export async function makeTeam(ctx: AccountsContext): Promise<Team> {
  const [first, second] = await ctx.database.db
    .select({ id: sellers.id })
    .from(sellers)
    .orderBy(asc(sellers.id))
    .limit(2);
  const sellerOf = async (sellerId: number) => {
    const buyer = await makeBuyer(ctx);
    await ctx.database.db.insert(sellerAccounts).values({ userId: buyer.userId, sellerId });
    return { ...buyer, sellerId };
  };
  return {
    customer: await makeBuyer(ctx),
    sellerA: await sellerOf(first!.id),
    sellerB: await sellerOf(second!.id),
    staff: await makeBuyer(ctx, { role: 'staff' }),
    admin: await makeBuyer(ctx, { role: 'admin' }),
  };
}

/** A cash-on-delivery order (PLACED) of a new shopper for these products, in Cairo. */
export async function placeOrder(
  ctx: AccountsContext,
  lines: [TestProduct, number][],
  options: { buyer?: Buyer; address?: Record<string, unknown> } = {},
): Promise<{ buyer: Buyer; order: Order }> {
  const buyer = options.buyer ?? (await makeBuyer(ctx));
  const checkout = checkoutOf(() => ctx, buyer);
  expect(
    (await checkout.setCart(lines.map(([product, quantity]) => ({ product_id: product.id, quantity }))))
      .status,
  ).toBe(200);
  const address = await cairoAddress(ctx.database.db, options.address);
  // Another mobile than the buyer's: confirmed as a first cash order would have it (tests of cash on delivery
  // itself, in cod.test.ts, go through the code).
  const mobile = options.address?.mobile;
  if (typeof mobile === 'string') {
    await ctx.database.db
      .insert(verifiedMobiles)
      .values({ userId: buyer.userId, mobile: `+2${mobile}`, verifiedAt: ctx.clock.now() })
      .onConflictDoNothing();
  }
  const placed = await checkout.place({ address, payment_method: 'cod', use_wallet: false });
  expect(placed.status).toBe(201);
  return { buyer, order: placed.body.data };
}

/** The back office's calls, as one person. */
export function backofficeOf(ctx: () => AccountsContext, token: string | undefined) {
  const app = () => ctx().app;
  return {
    orders: (query: Record<string, string> = {}) =>
      call<{ data: { number: string; status: string }[]; meta: { total: number } }>(
        app(),
        'GET',
        '/admin/orders',
        {
          token,
          query,
        },
      ),
    order: (number: string, lang = 'en-US') =>
      call<{ data: AdminOrder }>(app(), 'GET', `/admin/orders/${number}`, { token, query: { lang } }),
    move: (number: string, status: string, note?: string, lang = 'en-US') =>
      call<{ data: Order }>(app(), 'POST', `/admin/orders/${number}/status`, {
        token,
        query: { lang },
        body: note === undefined ? { status } : { status, note },
      }),
  };
}

/** How many audit rows name this entity. */
export async function auditCount(ctx: AccountsContext, entityKey: string): Promise<number> {
  return (
    await ctx.database.db.select({ id: auditLog.id }).from(auditLog).where(eq(auditLog.entityKey, entityKey))
  ).length;
}
