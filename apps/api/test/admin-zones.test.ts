import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema/index.js';
import { type AccountsContext, call, expectError } from './support/accounts.js';
import { makeTeam, type Team } from './support/backoffice.js';
import { checkoutOf, makeBuyer } from './support/checkout.js';
import { addProduct, createShoppingApp } from './support/shopping.js';

// Delivery zones: an admin adds one and moves a governorate into it; the next summary for an address
// there charges the new zone's fee. Audited; refusals in the admin's language.

type Settings = {
  zones: {
    id: number;
    code: string;
    name: string;
    fee: number;
    governorates: { id: number; name: string }[];
  }[];
};

let ctx: AccountsContext;
let team: Team;
beforeAll(async () => {
  ctx = await createShoppingApp();
  team = await makeTeam(ctx);
});
afterAll(() => ctx.close());

const admin = <T = Settings>(method: 'POST' | 'PUT', url: string, body: unknown, lang = 'en-US') =>
  call<{ data: T }>(ctx.app, method, url, { token: team.admin.token, body, query: { lang } });

describe('delivery zones', () => {
  it('adds a zone, moves a governorate into it, and the checkout charges its fee from the next summary', async () => {
    const product = await addProduct(ctx.database.db, { price: 40_000, stock: 10 });
    const checkout = checkoutOf(() => ctx, await makeBuyer(ctx));
    await checkout.setCart([{ product_id: product.id, quantity: 1 }]);

    const created = await admin(
      'POST',
      '/admin/shipping-zones',
      {
        code: 'Sinai-Far',
        name_en: 'Far Sinai',
        name_ar: 'سيناء البعيدة',
        fee: 15_500,
      },
      'ar-SA',
    );
    expect(created.status).toBe(201);
    const zone = created.body.data.zones.find((entry) => entry.code === 'sinai-far')!;
    expect(zone).toMatchObject({ name: 'سيناء البعيدة', fee: 15_500, governorates: [] });

    const moved = await admin('PUT', '/admin/governorates/1/zone', { zone_id: zone.id });
    expect(moved.status).toBe(200);
    const after = moved.body.data.zones;
    expect(after.find((entry) => entry.id === zone.id)!.governorates.map((g) => g.id)).toEqual([1]);
    // A governorate is in one zone only.
    expect(after.filter((entry) => entry.governorates.some((g) => g.id === 1))).toHaveLength(1);
    const summary = await checkout.summary({ governorate_id: '1' });
    expect(summary.body.data.Shipping_Fees).toBe(15_500);

    // Moving it where it is changes nothing and records nothing.
    await admin('PUT', '/admin/governorates/1/zone', { zone_id: zone.id });
    const audits = await ctx.database.db.select().from(auditLog).where(eq(auditLog.entity, 'settings'));
    expect(audits).toHaveLength(2);
    expect(audits.map((row) => [row.action, row.before, row.after])).toEqual(
      expect.arrayContaining([
        [
          'shipping_zone.create',
          null,
          { code: 'sinai-far', name_en: 'Far Sinai', name_ar: 'سيناء البعيدة', fee: 15_500 },
        ],
        ['shipping_zone.governorate', { zone: 'greater-cairo' }, { zone: 'sinai-far' }],
      ]),
    );
  });

  it('refuses a taken code, an unknown zone or governorate, and staff', async () => {
    const body = { code: 'greater-cairo', name_en: 'Cairo again', name_ar: 'القاهرة مجددًا', fee: 100 };
    const taken = expectError(
      await admin('POST', '/admin/shipping-zones', body, 'ar-SA'),
      409,
      'ZONE_CODE_TAKEN',
      'ar-SA',
    );
    expect(taken.message).toBe('توجد منطقة توصيل أخرى بهذا الرمز.');
    expectError(await admin('PUT', '/admin/governorates/1/zone', { zone_id: 999_999 }), 404, 'NOT_FOUND');
    expectError(await admin('PUT', '/admin/governorates/999/zone', { zone_id: 1 }), 404, 'NOT_FOUND');
    // A JSON id is a number: true, "1" and [1] are not zone 1 (issue 25).
    for (const zone_id of [true, '1', [1]]) {
      expectError(await admin('PUT', '/admin/governorates/1/zone', { zone_id }), 400, 'VALIDATION_ERROR');
    }
    expectError(
      await admin('POST', '/admin/shipping-zones', { ...body, code: 'ok-code', fee: -5 }),
      400,
      'VALIDATION_ERROR',
    );
    expectError(
      await call(ctx.app, 'PUT', '/admin/governorates/2/zone', {
        token: team.staff.token,
        body: { zone_id: 1 },
      }),
      403,
      'FORBIDDEN',
    );
  });
});
