import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { EditableProduct } from '@coffee/contracts/backoffice-catalog';
import { and, asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, brands, categories, products, subCategories } from '../src/db/schema/index.js';
import { type AccountsContext, call, expectError } from './support/accounts.js';
import { makeTeam, type Team } from './support/backoffice.js';
import { cairoAddress, checkoutOf, makeBuyer } from './support/checkout.js';
import { createShoppingApp } from './support/shopping.js';

// Full product editing: staff for any product, a seller for its own only; images judged by their bytes and
// re-encoded; variants with their own price and stock; every change audited; the shop shows it at once.

let ctx: AccountsContext;
let team: Team;
let placement: { category_id: number; sub_category_id: number; brand_id: number };
beforeAll(async () => {
  ctx = await createShoppingApp();
  team = await makeTeam(ctx);
  const [sub] = await db()
    .select({ id: subCategories.id, categoryId: subCategories.categoryId })
    .from(subCategories)
    .orderBy(asc(subCategories.id))
    .limit(1);
  const [brand] = await db().select({ id: brands.id }).from(brands).orderBy(asc(brands.id)).limit(1);
  placement = { category_id: sub!.categoryId, sub_category_id: sub!.id, brand_id: brand!.id };
});
afterAll(() => ctx.close());

const db = () => ctx.database.db;
type Answer = { data: EditableProduct };

const details = (overrides: Record<string, unknown> = {}) => ({
  name_en: 'Sidamo Natural',
  name_ar: 'سيدامو مجفف',
  description_en: 'Blueberry and jasmine.',
  description_ar: 'توت أزرق وياسمين.',
  ...placement,
  price: 42_000,
  stock: 12,
  weight_grams: 250,
  ...overrides,
});

const create = (token: string, area: 'admin' | 'seller', body: unknown, lang = 'en-US') =>
  call<Answer>(ctx.app, 'POST', `/${area}/products`, { token, body, query: { lang } });
const update = (token: string, area: 'admin' | 'seller', id: number, body: unknown, lang = 'en-US') =>
  call<Answer>(ctx.app, 'PUT', `/${area}/products/${id}`, { token, body, query: { lang } });
const storefront = (id: number, lang = 'en-US') =>
  call<{
    data: { name: string; price: number; images: string[]; variants: { name: string; price: number }[] };
  }>(ctx.app, 'GET', `/product/${id}`, { query: { lang } });
const auditOf = (entity: string, key: number) =>
  db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityKey, String(key))))
    .orderBy(asc(auditLog.id));

const coffee = { r: 111, g: 78, b: 55 };
const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: coffee } })
    .png()
    .toBuffer();
function imageForm(bytes: Buffer, filename = 'shot.png', type = 'image/png', field = 'image') {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type }), filename);
  return form;
}
const upload = (token: string, area: 'admin' | 'seller', id: number, form: FormData, lang = 'en-US') =>
  call<Answer>(ctx.app, 'POST', `/${area}/products/${id}/images`, { token, body: form, query: { lang } });
const fileOf = (media: string) => path.join(ctx.config.mediaDir, media.replace(/^\/media\//, ''));

describe('creating and editing a product', () => {
  it('staff create a product for a seller; the shop shows it in both languages; audited', async () => {
    const created = await create(
      team.staff.token,
      'admin',
      details({ seller_id: team.sellerB.sellerId, featured: true, badge_en: 'New', badge_ar: 'جديد' }),
    );
    expect(created.status).toBe(201);
    const product = created.body.data;
    expect(product).toMatchObject({
      seller_id: team.sellerB.sellerId,
      featured: true,
      price: 42_000,
      images: [],
    });
    expect((await storefront(product.id)).body.data).toMatchObject({ name: 'Sidamo Natural', price: 42_000 });
    expect((await storefront(product.id, 'ar-SA')).body.data.name).toBe('سيدامو مجفف');
    const [row] = await auditOf('product', product.id);
    expect(row).toMatchObject({ action: 'product.create', actorRole: 'staff', before: null });
    expect(row?.after).toMatchObject({ nameAr: 'سيدامو مجفف', sellerId: team.sellerB.sellerId });
  });

  it('an edit changes what it says, audits only what changed, and the new name is searchable', async () => {
    const { id } = (await create(team.staff.token, 'admin', details({ seller_id: team.sellerA.sellerId })))
      .body.data;
    const saved = await update(
      team.staff.token,
      'admin',
      id,
      details({
        name_en: 'Guji Zebra Natural',
        name_ar: 'جوجي زيبرا',
        price: 45_000,
        before_discount: 50_000,
      }),
    );
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ name_en: 'Guji Zebra Natural', before_discount: 50_000 });
    const rows = await auditOf('product', id);
    expect(rows.map((row) => row.action)).toEqual(['product.create', 'product.update']);
    expect(rows[1]?.before).toEqual({
      nameEn: 'Sidamo Natural',
      nameAr: 'سيدامو مجفف',
      price: 42_000,
      beforeDiscount: null,
    });
    expect(rows[1]?.after).toEqual({
      nameEn: 'Guji Zebra Natural',
      nameAr: 'جوجي زيبرا',
      price: 45_000,
      beforeDiscount: 50_000,
    });
    const found = await call<{ data: { id: number }[] }>(ctx.app, 'GET', '/products', {
      query: { query: 'زيبرا' },
    });
    expect(found.body.data.map((item) => item.id)).toContain(id);
    const old = await call<{ data: { id: number }[] }>(ctx.app, 'GET', '/products', {
      query: { query: 'سيدامو' },
    });
    expect(old.body.data.map((item) => item.id)).not.toContain(id);
    // Saving the same again changes nothing and records nothing.
    await update(
      team.staff.token,
      'admin',
      id,
      details({
        name_en: 'Guji Zebra Natural',
        name_ar: 'جوجي زيبرا',
        price: 45_000,
        before_discount: 50_000,
      }),
    );
    expect(await auditOf('product', id)).toHaveLength(2);
  });

  it('refuses bad input in the caller’s language and writes nothing', async () => {
    const before = (await db().select({ id: products.id }).from(products)).length;
    const oneBadge = await create(
      team.staff.token,
      'admin',
      details({ seller_id: team.sellerA.sellerId, badge_en: 'New' }),
      'ar-SA',
    );
    expect(expectError(oneBadge, 400, 'VALIDATION_ERROR', 'ar-SA').messages).toContain(
      'اكتب الشارة بالإنجليزية والعربية معًا، أو اتركهما فارغتين.',
    );
    const [otherSub] = await db()
      .select({ id: subCategories.id })
      .from(subCategories)
      .where(eq(subCategories.categoryId, placement.category_id + 1))
      .limit(1);
    const wrongSub = await create(
      team.staff.token,
      'admin',
      details({ seller_id: team.sellerA.sellerId, sub_category_id: otherSub!.id }),
      'ar-SA',
    );
    expect(expectError(wrongSub, 422, 'UNKNOWN_CATEGORY', 'ar-SA').message).toBe(
      'اختر فئة وإحدى فئاتها الفرعية.',
    );
    expectError(await create(team.staff.token, 'admin', details()), 422, 'UNKNOWN_SELLER');
    expectError(
      await create(
        team.staff.token,
        'admin',
        details({ seller_id: team.sellerA.sellerId, price: 100, before_discount: 90 }),
      ),
      422,
      'INVALID_SALE_PRICE',
    );
    expect((await db().select({ id: products.id }).from(products)).length).toBe(before);
  });

  it('a SKU names one product or variant only', async () => {
    const first = await create(
      team.staff.token,
      'admin',
      details({ seller_id: team.sellerA.sellerId, sku: 'ETH-SID-250' }),
    );
    expect(first.status).toBe(201);
    const again = await create(
      team.staff.token,
      'admin',
      details({ seller_id: team.sellerA.sellerId, sku: 'ETH-SID-250' }),
      'ar-SA',
    );
    expect(expectError(again, 409, 'SKU_TAKEN', 'ar-SA').message).toContain('ETH-SID-250');
    const variant = await call(ctx.app, 'POST', `/admin/products/${first.body.data.id}/variants`, {
      token: team.staff.token,
      body: { kind: 'size', name_en: '1 kg', name_ar: '١ كجم', sku: 'ETH-SID-250', price: 150_000, stock: 3 },
    });
    expectError(variant, 409, 'SKU_TAKEN');
  });
});

describe('the seller portal edits only the caller’s products', () => {
  it('files a seller’s new product under that seller, whatever is sent, and never features it', async () => {
    const created = await create(
      team.sellerA.token,
      'seller',
      details({ seller_id: team.sellerB.sellerId, featured: true }),
    );
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ seller_id: team.sellerA.sellerId, featured: false });
  });

  it('another seller’s product is a 404 for every call, and nothing changes', async () => {
    const { id } = (await create(team.sellerA.token, 'seller', details())).body.data;
    const token = team.sellerB.token;
    expectError(await call(ctx.app, 'GET', `/seller/products/${id}`, { token }), 404, 'NOT_FOUND');
    expectError(await update(token, 'seller', id, details({ price: 1_000 })), 404, 'NOT_FOUND');
    expectError(await upload(token, 'seller', id, imageForm(await png(400, 400))), 404, 'NOT_FOUND');
    expectError(
      await call(ctx.app, 'POST', `/seller/products/${id}/variants`, {
        token,
        body: { kind: 'grind', name_en: 'Espresso', name_ar: 'إسبريسو', price: 1_000, stock: 1 },
      }),
      404,
      'NOT_FOUND',
    );
    const [row] = await db()
      .select({ price: products.price, images: products.images })
      .from(products)
      .where(eq(products.id, id));
    expect(row).toEqual({ price: 42_000, images: [] });
    expect((await auditOf('product', id)).map((entry) => entry.action)).toEqual(['product.create']);
  });

  it('a seller cannot file a product under a hidden category; staff can', async () => {
    const [hidden] = await db()
      .insert(categories)
      .values({ slug: 'hidden-test', nameEn: 'Hidden', nameAr: 'مخفية', isHidden: true })
      .returning({ id: categories.id });
    const [sub] = await db()
      .insert(subCategories)
      .values({ categoryId: hidden!.id, slug: 'hidden-sub', nameEn: 'Hidden sub', nameAr: 'فرعية مخفية' })
      .returning({ id: subCategories.id });
    const body = details({ category_id: hidden!.id, sub_category_id: sub!.id });
    expectError(await create(team.sellerA.token, 'seller', body), 422, 'UNKNOWN_CATEGORY');
    expect(
      (await create(team.staff.token, 'admin', { ...body, seller_id: team.sellerA.sellerId })).status,
    ).toBe(201);
    const options = await call<{ data: { categories: { id: number }[] } }>(
      ctx.app,
      'GET',
      '/seller/catalog-options',
      {
        token: team.sellerA.token,
      },
    );
    expect(options.body.data.categories.map((category) => category.id)).not.toContain(hidden!.id);
  });
});

describe('product images', () => {
  it('re-encodes an upload as WebP of at most 1200 px, keeps its proportions, orders and removes images', async () => {
    const { id } = (await create(team.sellerA.token, 'seller', details())).body.data;
    const first = await upload(team.sellerA.token, 'seller', id, imageForm(await png(2400, 1600)));
    expect(first.status).toBe(201);
    const [stored] = first.body.data.images;
    expect(stored).toMatch(/^\/media\/products\/uploads\/[0-9a-f-]{36}\.webp$/);
    const meta = await sharp(await readFile(fileOf(stored!))).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1200, 800]);
    const second = await upload(
      team.sellerA.token,
      'seller',
      id,
      imageForm(await png(300, 300), 'b.jpg', 'image/jpeg'),
    );
    const [a, b] = second.body.data.images;
    expect((await storefront(id)).body.data.images).toHaveLength(2);

    const reordered = await call<Answer>(ctx.app, 'PUT', `/seller/products/${id}/images`, {
      token: team.sellerA.token,
      body: { images: [b, a] },
    });
    expect(reordered.body.data.images).toEqual([b, a]);
    const removed = await call<Answer>(ctx.app, 'PUT', `/seller/products/${id}/images`, {
      token: team.sellerA.token,
      body: { images: [a] },
    });
    expect(removed.body.data.images).toEqual([a]);
    expect(existsSync(fileOf(b!))).toBe(false);
    expect(existsSync(fileOf(a!))).toBe(true);
    const actions = (await auditOf('product', id)).map((entry) => entry.action);
    expect(actions.filter((action) => action === 'product.images')).toHaveLength(4);
  });

  it('refuses a file that is not a picture by its bytes, a foreign path, and a ninth image', async () => {
    const { id } = (await create(team.staff.token, 'admin', details({ seller_id: team.sellerA.sellerId })))
      .body.data;
    const fake = await upload(
      team.staff.token,
      'admin',
      id,
      imageForm(Buffer.from('<svg onload=alert(1)>'), 'x.png'),
      'ar-SA',
    );
    expect(expectError(fake, 422, 'UNSUPPORTED_FILE_TYPE', 'ar-SA').message).toBe(
      'يجب أن تكون الصورة بصيغة JPEG أو PNG.',
    );
    const wrongField = await upload(
      team.staff.token,
      'admin',
      id,
      imageForm(await png(10, 10), 'a.png', 'image/png', 'photo'),
    );
    expectError(wrongField, 400, 'UNEXPECTED_FILE');
    const foreign = await call(ctx.app, 'PUT', `/admin/products/${id}/images`, {
      token: team.staff.token,
      body: { images: ['/media/avatars/someone.webp'] },
    });
    expectError(foreign, 422, 'UNKNOWN_IMAGE');
    for (let index = 0; index < 8; index += 1) {
      expect((await upload(team.staff.token, 'admin', id, imageForm(await png(20, 20)))).status).toBe(201);
    }
    expectError(
      await upload(team.staff.token, 'admin', id, imageForm(await png(20, 20))),
      422,
      'TOO_MANY_IMAGES',
    );
    const [row] = await db().select({ images: products.images }).from(products).where(eq(products.id, id));
    expect(row?.images).toHaveLength(8);
  });
});

describe('variants', () => {
  it('adds, edits and removes variants with their own price and stock; the shop shows them', async () => {
    const { id } = (await create(team.sellerA.token, 'seller', details())).body.data;
    const variantBody = { kind: 'grind', name_en: 'Espresso', name_ar: 'إسبريسو', price: 43_000, stock: 5 };
    const added = await call<Answer>(ctx.app, 'POST', `/seller/products/${id}/variants`, {
      token: team.sellerA.token,
      body: variantBody,
    });
    expect(added.status).toBe(201);
    const variant = added.body.data.variants[0]!;
    expect(variant).toMatchObject({ name_ar: 'إسبريسو', price: 43_000, stock: 5, sku: null });
    const edited = await call<Answer>(ctx.app, 'PUT', `/seller/variants/${variant.id}`, {
      token: team.sellerA.token,
      body: { ...variantBody, price: 44_000, before_discount: 48_000 },
    });
    expect(edited.body.data.variants[0]).toMatchObject({ price: 44_000, before_discount: 48_000 });
    const shop = await storefront(id, 'ar-SA');
    expect(shop.body.data.variants).toEqual([expect.objectContaining({ name: 'إسبريسو', price: 44_000 })]);
    expectError(
      await call(ctx.app, 'DELETE', `/seller/variants/${variant.id}`, { token: team.sellerB.token }),
      404,
      'NOT_FOUND',
    );
    const removed = await call<Answer>(ctx.app, 'DELETE', `/seller/variants/${variant.id}`, {
      token: team.sellerA.token,
    });
    expect(removed.body.data.variants).toEqual([]);
    const actions = (await auditOf('variant', variant.id)).map((entry) => entry.action);
    expect(actions).toEqual(['variant.create', 'variant.update', 'variant.delete']);
  });

  it('a variant that orders name cannot be removed: the order history keeps its line', async () => {
    const { id } = (await create(team.staff.token, 'admin', details({ seller_id: team.sellerA.sellerId })))
      .body.data;
    const added = await call<Answer>(ctx.app, 'POST', `/admin/products/${id}/variants`, {
      token: team.staff.token,
      body: { kind: 'size', name_en: '1 kg', name_ar: '١ كجم', price: 150_000, stock: 3 },
    });
    const variant = added.body.data.variants[0]!;
    await placeOrderWithVariant(id, variant.id);
    const refused = await call(ctx.app, 'DELETE', `/admin/variants/${variant.id}`, {
      token: team.staff.token,
      query: { lang: 'ar-SA' },
    });
    expect(expectError(refused, 409, 'VARIANT_ORDERED', 'ar-SA').message).toContain('اجعل مخزونه ٠');
  });
});

/** A cash order for one unit of a variant, through the real cart and checkout. */
async function placeOrderWithVariant(productId: number, variantId: number) {
  const buyer = await makeBuyer(ctx);
  const checkout = checkoutOf(() => ctx, buyer);
  const cart = await checkout.setCart([{ product_id: productId, variant_id: variantId, quantity: 1 }]);
  expect(cart.status).toBe(200);
  const placed = await checkout.place({
    address: await cairoAddress(db()),
    payment_method: 'cod',
    use_wallet: false,
  });
  expect(placed.status).toBe(201);
  return placed.body.data;
}
