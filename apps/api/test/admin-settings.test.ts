import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema/index.js';
import { type AccountsContext, call, expectError } from './support/accounts.js';
import { makeTeam, type Team } from './support/backoffice.js';
import { checkoutOf, makeBuyer } from './support/checkout.js';
import { addProduct, createShoppingApp } from './support/shopping.js';

// Checkout settings and delivery fees: admins change them, the next summary a shopper asks for uses them,
// every change is audited; staff only read them.

type Settings = {
  free_shipping_threshold: number;
  cod_max_total: number;
  max_line_quantity: number;
  cod_fee: number;
  zones: { id: number; code: string; fee: number }[];
};

let ctx: AccountsContext;
let team: Team;
beforeAll(async () => {
  ctx = await createShoppingApp();
  team = await makeTeam(ctx);
});
afterAll(() => ctx.close());

const read = async () =>
  (await call<{ data: Settings }>(ctx.app, 'GET', '/admin/settings', { token: team.staff.token })).body.data;

describe('the checkout settings', () => {
  it('changes the delivery fee and the COD maximum; the next summary and payment methods follow; audited', async () => {
    const product = await addProduct(ctx.database.db, { price: 40_000, stock: 10 });
    const buyer = await makeBuyer(ctx);
    const checkout = checkoutOf(() => ctx, buyer);
    await checkout.setCart([{ product_id: product.id, quantity: 1 }]);
    const settings = await read();
    const cairo = settings.zones.find((zone) => zone.code === 'greater-cairo')!;

    const zone = await call<{ data: Settings }>(ctx.app, 'PUT', `/admin/shipping-zones/${cairo.id}`, {
      token: team.admin.token,
      body: { fee: cairo.fee + 1_100 },
    });
    expect(zone.status).toBe(200);
    const summary = await checkout.summary({ governorate_id: '1' });
    expect(summary.body.data.Shipping_Fees).toBe(cairo.fee + 1_100);

    const cod = await call<{ data: Settings }>(ctx.app, 'PUT', '/admin/settings', {
      token: team.admin.token,
      body: { free_shipping_threshold: settings.free_shipping_threshold, cod_max_total: 10_000 },
    });
    expect(cod.body.data).toMatchObject({ cod_max_total: 10_000, max_line_quantity: 20 });
    const methods = await checkout.paymentMethods({ governorate_id: '1' });
    expect(methods.body.data.find((method) => method.id === 'cod')).toMatchObject({ available: false });

    const audits = await ctx.database.db.select().from(auditLog).where(eq(auditLog.entity, 'settings'));
    expect(audits.map((row) => [row.action, row.after])).toEqual(
      expect.arrayContaining([
        ['shipping_zone.fee', { fee: cairo.fee + 1_100 }],
        [
          'settings.update',
          {
            free_shipping_threshold: settings.free_shipping_threshold,
            cod_max_total: 10_000,
            max_line_quantity: 20,
            cod_fee: settings.cod_fee,
            instapay_address: null,
          },
        ],
      ]),
    );
  });

  it('sets the most of one item an order may take; left out, it stays', async () => {
    const settings = await read();
    const body = {
      free_shipping_threshold: settings.free_shipping_threshold,
      cod_max_total: settings.cod_max_total,
    };
    const raised = await call<{ data: Settings }>(ctx.app, 'PUT', '/admin/settings', {
      token: team.admin.token,
      body: { ...body, max_line_quantity: 50 },
    });
    expect(raised.body.data.max_line_quantity).toBe(50);
    const kept = await call<{ data: Settings }>(ctx.app, 'PUT', '/admin/settings', {
      token: team.admin.token,
      body,
    });
    expect(kept.body.data.max_line_quantity).toBe(50);
    const zero = await call(ctx.app, 'PUT', '/admin/settings', {
      token: team.admin.token,
      body: { ...body, max_line_quantity: 0 },
    });
    expect(zero.status).toBe(400);
    await call(ctx.app, 'PUT', '/admin/settings', {
      token: team.admin.token,
      body: { ...body, max_line_quantity: 20 },
    });
  });

  it('lets staff read but not change them, and refuses a negative fee', async () => {
    const settings = await read();
    expectError(
      await call(ctx.app, 'PUT', '/admin/settings', {
        token: team.staff.token,
        body: { free_shipping_threshold: 0, cod_max_total: 0 },
      }),
      403,
      'FORBIDDEN',
    );
    expectError(
      await call(ctx.app, 'PUT', `/admin/shipping-zones/${settings.zones[0]!.id}`, {
        token: team.admin.token,
        body: { fee: -1 },
      }),
      400,
      'VALIDATION_ERROR',
    );
    expect(await read()).toEqual(settings);
  });
});

describe("the store's contact details", () => {
  type Contact = { phone: string | null; whatsapp: string | null; address: string | null };
  const shown = async (lang: 'en-US' | 'ar-SA') =>
    (await call<{ data: Contact }>(ctx.app, 'GET', '/store-contact', { query: { lang } })).body.data;
  const body = {
    phone: '٠٢ ٢٥٧٤ ١٢٣٤',
    whatsapp: '0111 222 3333',
    address_en: '  14 Talaat Harb St., Downtown, Cairo ',
    address_ar: '١٤ شارع طلعت حرب، وسط البلد، القاهرة',
  };

  it('are set by admins, shown to shoppers in their language, emptied to hide them; audited', async () => {
    // The demo store has its own.
    expect((await shown('en-US')).phone).toBe('02 2345 6789');
    const saved = await call<{ data: { contact: unknown } }>(ctx.app, 'PUT', '/admin/settings/contact', {
      token: team.admin.token,
      body,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.contact).toEqual({
      phone: '02 2574 1234',
      whatsapp: '+201112223333',
      address_en: '14 Talaat Harb St., Downtown, Cairo',
      address_ar: '١٤ شارع طلعت حرب، وسط البلد، القاهرة',
    });
    expect(await shown('en-US')).toEqual({
      phone: '02 2574 1234',
      whatsapp: '+201112223333',
      address: '14 Talaat Harb St., Downtown, Cairo',
    });
    expect((await shown('ar-SA')).address).toBe('١٤ شارع طلعت حرب، وسط البلد، القاهرة');
    const audited = await ctx.database.db.select().from(auditLog).where(eq(auditLog.entityKey, 'contact'));
    expect(audited).toHaveLength(1);
    expect(audited[0]).toMatchObject({ action: 'settings.update', entity: 'settings' });

    // The same again changes nothing and audits nothing.
    await call(ctx.app, 'PUT', '/admin/settings/contact', { token: team.admin.token, body });
    expect(
      await ctx.database.db.select().from(auditLog).where(eq(auditLog.entityKey, 'contact')),
    ).toHaveLength(1);

    await call(ctx.app, 'PUT', '/admin/settings/contact', {
      token: team.admin.token,
      body: { phone: '', whatsapp: '', address_en: '', address_ar: '' },
    });
    expect(await shown('ar-SA')).toEqual({ phone: null, whatsapp: null, address: null });
  });

  it('refuses staff, a phone that is no number, and an address in one language only', async () => {
    expectError(
      await call(ctx.app, 'PUT', '/admin/settings/contact', { token: team.staff.token, body }),
      403,
      'FORBIDDEN',
    );
    const bad = expectError(
      await call(ctx.app, 'PUT', '/admin/settings/contact', {
        token: team.admin.token,
        body: { ...body, phone: 'call us', address_ar: '' },
      }),
      400,
      'VALIDATION_ERROR',
    );
    expect(bad.messages).toEqual([
      'phone must be a phone number, such as 02 2345 6789.',
      'Write the address in both English and Arabic, or leave both empty.',
    ]);
  });
});
