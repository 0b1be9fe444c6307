import type { Invoice } from '@coffee/contracts/invoices';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../src/db/client.js';
import { shippingZones } from '../src/db/schema/index.js';
import { readPricingSettings } from '../src/modules/checkout/repository.js';
import { type AccountsContext, call, createAccountsApp } from './support/accounts.js';
import { type Buyer, cairoAddress, checkoutOf, makeBuyer } from './support/checkout.js';
import { addProduct, createShoppingApp } from './support/shopping.js';

// Orders are priced and invoiced with settings each API process keeps in memory under the settings' version
// (decision 0049). Two app instances on one database, as two processes of the cluster: a change made through
// one instance, or by hand in the database, is charged by the very next order placed through the other; a
// change rolled back never is. On PostgreSQL the second instance has its own connection pool.

let ctx: AccountsContext;
let other: AccountsContext;
let otherDatabase: DatabaseHandle | undefined;
let admin: Buyer;
beforeAll(async () => {
  ctx = await createShoppingApp();
  otherDatabase = ctx.database.url ? await openDatabase({ url: ctx.database.url, poolSize: 4 }) : undefined;
  other = await createAccountsApp({ database: otherDatabase ?? ctx.database });
  admin = await makeBuyer(ctx, { role: 'admin' });
});
afterAll(async () => {
  await other.close();
  await otherDatabase?.close();
  await ctx.close();
});
const db = () => ctx.database.db;

type Zone = { id: number; code: string; fee: number };
const cairoZone = async () =>
  (
    await call<{ data: { zones: Zone[] } }>(ctx.app, 'GET', '/admin/settings', { token: admin.token })
  ).body.data.zones.find((zone) => zone.code === 'greater-cairo')!;

/** A cash order of one 400 EGP bag to Cairo, placed through the OTHER instance; its figures and invoice. */
async function orderThroughOther(lang: 'en-US' | 'ar-SA' = 'en-US') {
  const beans = await addProduct(db(), { price: 40_000, stock: 10 });
  const buyer = await makeBuyer(ctx);
  const checkout = checkoutOf(() => other, buyer);
  await checkout.setCart([{ product_id: beans.id, quantity: 1 }]);
  const placed = await checkout.place(
    { address: await cairoAddress(db()), payment_method: 'cod', use_wallet: false },
    undefined,
    lang,
  );
  expect(placed.status).toBe(201);
  const invoice = await call<{ data: Invoice }>(
    other.app,
    'GET',
    `/orders/${placed.body.data.number}/invoice`,
    {
      token: buyer.token,
      query: { lang },
    },
  );
  return { order: placed.body.data, invoice: invoice.body.data };
}

describe('settings kept in memory per version', () => {
  it('a delivery fee, COD fee or invoice name changed through one instance is charged by the next order through the other', async () => {
    const zone = await cairoZone();
    const before = await orderThroughOther();
    expect(before.order).toMatchObject({ Shipping_Fees: zone.fee, cod_fee: 0 });

    const fee = await call(ctx.app, 'PUT', `/admin/shipping-zones/${zone.id}`, {
      token: admin.token,
      body: { fee: zone.fee + 1_100 },
    });
    expect(fee.status).toBe(200);
    const settings = await call<{ data: { free_shipping_threshold: number; cod_max_total: number } }>(
      ctx.app,
      'GET',
      '/admin/settings',
      { token: admin.token },
    );
    const cod = await call(ctx.app, 'PUT', '/admin/settings', {
      token: admin.token,
      body: {
        free_shipping_threshold: settings.body.data.free_shipping_threshold,
        cod_max_total: settings.body.data.cod_max_total,
        cod_fee: 1_500,
      },
    });
    expect(cod.status).toBe(200);
    const invoiceSettings = await call<{ data: Record<string, unknown> }>(
      ctx.app,
      'GET',
      '/admin/invoice-settings',
      { token: admin.token },
    );
    const named = await call(ctx.app, 'PUT', '/admin/invoice-settings', {
      token: admin.token,
      body: {
        ...invoiceSettings.body.data,
        legal_name_en: 'Bunn Trading Co.',
        legal_name_ar: 'شركة بُنّ للتجارة',
      },
    });
    expect(named.status).toBe(200);

    const after = await orderThroughOther();
    expect(after.order).toMatchObject({ Shipping_Fees: zone.fee + 1_100, cod_fee: 1_500 });
    expect(after.invoice.store.name).toBe('Bunn Trading Co.');
    const arabic = await orderThroughOther('ar-SA');
    expect(arabic.invoice.store.name).toBe('شركة بُنّ للتجارة');
  });

  it('a fee changed by hand in the database is charged by the next order', async () => {
    const zone = await cairoZone();
    await orderThroughOther();
    await db()
      .update(shippingZones)
      .set({ fee: sql`${shippingZones.fee} + 700` })
      .where(eq(shippingZones.id, zone.id));
    const after = await orderThroughOther();
    expect(after.order.Shipping_Fees).toBe(zone.fee + 700);
  });

  it('a change rolled back is never charged, even when read inside its transaction', async () => {
    const zone = await cairoZone();
    await db()
      .transaction(async (tx) => {
        await tx.update(shippingZones).set({ fee: 1 }).where(eq(shippingZones.id, zone.id));
        // The transaction's own reader sees (and keeps in memory) its uncommitted fee…
        expect((await readPricingSettings(tx)).zones.get(1)!.fee).toBe(1);
        tx.rollback();
      })
      .catch(() => undefined);
    // …which no order ever charges.
    const after = await orderThroughOther();
    expect(after.order.Shipping_Fees).toBe(zone.fee);
  });
});
