import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, products } from '../src/db/schema/index.js';
import { type AccountsContext, call, expectError } from './support/accounts.js';
import { makeTeam, type Team } from './support/backoffice.js';
import { addProduct, addVariants, createShoppingApp, type TestProduct } from './support/shopping.js';

// Prices, stock and publishing: staff for every product, a seller for its own only; the storefront's API
// answers the change at once, and every change is audited with before and after.

let ctx: AccountsContext;
let team: Team;
beforeAll(async () => {
  ctx = await createShoppingApp();
  team = await makeTeam(ctx);
});
afterAll(() => ctx.close());

const db = () => ctx.database.db;
type Product = {
  id: number;
  price: number;
  before_discount: number | null;
  stock: number;
  is_active: boolean;
};

const putPricing = (token: string, area: 'admin' | 'seller', id: number, body: unknown, lang = 'en-US') =>
  call<{ data: Product & { variants: Product[] } }>(ctx.app, 'PUT', `/${area}/products/${id}/pricing`, {
    token,
    body,
    query: { lang },
  });

const storefront = (id: number) =>
  call<{ data: { price: number; beforeDiscount: number | null; stock: number } }>(
    ctx.app,
    'GET',
    `/product/${id}`,
  );

/** A product of the given seller's, as a test's own. */
async function productOf(
  sellerId: number,
  fields: Parameters<typeof addProduct>[1] = {},
): Promise<TestProduct> {
  const product = await addProduct(db(), fields);
  await db().update(products).set({ sellerId }).where(eq(products.id, product.id));
  return product;
}

describe('PUT /admin/products/:id/pricing', () => {
  it('changes price, sale price and stock; the storefront answers the new price at once; audited', async () => {
    const product = await addProduct(db(), { price: 30_000, stock: 4 });
    const before = await storefront(product.id);
    expect(before.status).toBe(200);

    const saved = await putPricing(team.staff.token, 'admin', product.id, {
      price: 25_000,
      before_discount: 30_000,
      stock: 12,
      is_active: true,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({
      id: product.id,
      price: 25_000,
      before_discount: 30_000,
      stock: 12,
    });
    expect((await storefront(product.id)).body.data).toMatchObject({
      price: 25_000,
      beforeDiscount: 30_000,
      stock: 12,
    });

    const rows = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityKey, String(product.id)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'product.pricing',
      actorId: team.staff.userId,
      actorRole: 'staff',
      before: { price: 30_000, beforeDiscount: null, stock: 4 },
      after: { price: 25_000, beforeDiscount: 30_000, stock: 12 },
    });

    // Saving the same values again changes nothing and records nothing.
    await putPricing(team.staff.token, 'admin', product.id, {
      price: 25_000,
      before_discount: 30_000,
      stock: 12,
      is_active: true,
    });
    expect(
      await db()
        .select()
        .from(auditLog)
        .where(eq(auditLog.entityKey, String(product.id))),
    ).toHaveLength(1);
  });

  it('unpublishes a product (gone from the storefront) and publishes it again', async () => {
    const product = await addProduct(db(), { price: 10_000, stock: 3 });
    const body = { price: 10_000, before_discount: null, stock: 3 };
    expect(
      (await putPricing(team.admin.token, 'admin', product.id, { ...body, is_active: false })).status,
    ).toBe(200);
    expect((await storefront(product.id)).status).toBe(404);
    expect(
      (await putPricing(team.admin.token, 'admin', product.id, { ...body, is_active: true })).status,
    ).toBe(200);
    expect((await storefront(product.id)).status).toBe(200);
  });

  it('refuses a sale price not above the price, a negative stock or a price of zero, in the caller’s language, changing nothing', async () => {
    const product = await addProduct(db(), { price: 10_000, stock: 3 });
    const base = { price: 10_000, before_discount: null, stock: 3, is_active: true };
    const sale = await putPricing(
      team.staff.token,
      'admin',
      product.id,
      { ...base, before_discount: 10_000 },
      'ar-SA',
    );
    expect(expectError(sale, 422, 'INVALID_SALE_PRICE', 'ar-SA').message).toBe(
      'يجب أن يكون السعر قبل الخصم أعلى من السعر.',
    );
    expectError(
      await putPricing(team.staff.token, 'admin', product.id, { ...base, stock: -1 }),
      400,
      'VALIDATION_ERROR',
    );
    expectError(
      await putPricing(team.staff.token, 'admin', product.id, { ...base, price: 0 }),
      400,
      'VALIDATION_ERROR',
    );
    expectError(
      await putPricing(team.staff.token, 'admin', product.id, { ...base, price: 99.5 }),
      400,
      'VALIDATION_ERROR',
    );
    expectError(await putPricing(team.staff.token, 'admin', 2_000_000_000, base), 404, 'NOT_FOUND');
    const [row] = await db().select().from(products).where(eq(products.id, product.id));
    expect(row).toMatchObject({ price: 10_000, beforeDiscount: null, stock: 3 });
  });

  it('edits a variant’s price and stock', async () => {
    const product = await addProduct(db());
    const [small] = await addVariants(db(), product, [
      { price: 20_000, stock: 2 },
      { price: 35_000, stock: 5 },
    ]);
    const saved = await call<{ data: { variants: Product[] } }>(
      ctx.app,
      'PUT',
      `/admin/variants/${small!.id}/pricing`,
      {
        token: team.staff.token,
        body: { price: 18_000, before_discount: 20_000, stock: 9 },
      },
    );
    expect(saved.status).toBe(200);
    expect(saved.body.data.variants[0]).toMatchObject({
      id: small!.id,
      price: 18_000,
      before_discount: 20_000,
      stock: 9,
    });
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityKey, String(small!.id)));
    expect(audit).toMatchObject({
      action: 'variant.pricing',
      before: { price: 20_000 },
      after: { price: 18_000 },
    });
  });

  it('finds products by id or name and by seller', async () => {
    const product = await productOf(team.sellerB.sellerId);
    const byId = await call<{ data: Product[] }>(ctx.app, 'GET', '/admin/products', {
      token: team.staff.token,
      query: { q: String(product.id) },
    });
    expect(byId.body.data.map((row) => row.id)).toEqual([product.id]);
    const byName = await call<{ data: Product[] }>(ctx.app, 'GET', '/admin/products', {
      token: team.staff.token,
      query: { q: product.nameEn, seller_id: String(team.sellerB.sellerId) },
    });
    expect(byName.body.data.map((row) => row.id)).toEqual([product.id]);
  });
});

describe('the seller portal’s catalog', () => {
  it('lists and edits only the seller’s own products; another seller’s is a 404 and stays as it was', async () => {
    const own = await productOf(team.sellerA.sellerId, { price: 15_000, stock: 2 });
    const theirs = await productOf(team.sellerB.sellerId, { price: 15_000, stock: 2 });

    const list = await call<{ data: { seller: { id: number } }[]; meta: { total: number } }>(
      ctx.app,
      'GET',
      '/seller/products',
      {
        token: team.sellerA.token,
        query: { per_page: '100', seller_id: String(team.sellerB.sellerId) },
      },
    );
    expect(list.status).toBe(200);
    expect(list.body.meta.total).toBeGreaterThan(0);
    expect(new Set(list.body.data.map((row) => row.seller.id))).toEqual(new Set([team.sellerA.sellerId]));

    const body = { price: 14_000, before_discount: null, stock: 7, is_active: true };
    expect((await putPricing(team.sellerA.token, 'seller', own.id, body)).status).toBe(200);
    expectError(await putPricing(team.sellerA.token, 'seller', theirs.id, body), 404, 'NOT_FOUND');
    const [untouched] = await db().select().from(products).where(eq(products.id, theirs.id));
    expect(untouched).toMatchObject({ price: 15_000, stock: 2 });
    const audits = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityKey, String(theirs.id)));
    expect(audits).toEqual([]);
    const [ownAudit] = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityKey, String(own.id)));
    expect(ownAudit).toMatchObject({ actorRole: 'seller', actorId: team.sellerA.userId });
  });
});
