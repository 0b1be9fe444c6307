import type { TaxonomyItem } from '@coffee/contracts/backoffice-catalog';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, products } from '../src/db/schema/index.js';
import { type AccountsContext, call, expectError } from './support/accounts.js';
import { makeTeam, type Team } from './support/backoffice.js';
import { createShoppingApp } from './support/shopping.js';

// Categories, sub-categories and brands: staff create, rename in both languages and hide them; the store's
// menus follow at once, a rename reaches search, and every change is audited.

let ctx: AccountsContext;
let team: Team;
beforeAll(async () => {
  ctx = await createShoppingApp();
  team = await makeTeam(ctx);
});
afterAll(() => ctx.close());

const db = () => ctx.database.db;
type Item = { data: TaxonomyItem };
const staff = (method: 'POST' | 'PUT', url: string, body: unknown, lang = 'en-US') =>
  call<Item>(ctx.app, method, url, { token: team.staff.token, body, query: { lang } });
const menu = async (lang = 'en-US') =>
  (
    await call<{
      data: { id: number; category: string; sub_categories: { id: number; sub_category: string }[] }[];
    }>(ctx.app, 'GET', '/categories', { query: { lang } })
  ).body.data;

describe('categories and sub-categories', () => {
  it('creates, renames in both languages and hides; the store’s menu follows; audited', async () => {
    const created = await staff('POST', '/admin/categories', { name_en: 'Tea', name_ar: 'شاي' });
    expect(created.status).toBe(201);
    const category = created.body.data;
    expect(category).toMatchObject({ name: 'Tea', name_ar: 'شاي', is_hidden: false });
    const sub = await staff('POST', `/admin/categories/${category.id}/sub-categories`, {
      name_en: 'Green tea',
      name_ar: 'شاي أخضر',
    });
    expect(sub.status).toBe(201);
    const arMenu = await menu('ar-SA');
    expect(arMenu.find((row) => row.id === category.id)).toMatchObject({
      category: 'شاي',
      sub_categories: [expect.objectContaining({ sub_category: 'شاي أخضر' })],
    });

    const renamed = await staff('PUT', `/admin/categories/${category.id}`, {
      name_en: 'Tea & infusions',
      name_ar: 'شاي ومنقوعات',
    });
    expect(renamed.body.data.name_ar).toBe('شاي ومنقوعات');
    await staff('PUT', `/admin/sub-categories/${sub.body.data.id}`, {
      name_en: 'Green',
      name_ar: 'أخضر',
      is_hidden: true,
    });
    expect((await menu()).find((row) => row.id === category.id)?.sub_categories).toEqual([]);
    await staff('PUT', `/admin/categories/${category.id}`, {
      name_en: 'Tea & infusions',
      name_ar: 'شاي ومنقوعات',
      is_hidden: true,
    });
    expect((await menu()).map((row) => row.id)).not.toContain(category.id);

    const rows = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity, 'category'))
      .orderBy(asc(auditLog.id));
    expect(rows.map((row) => [row.action, row.before, row.after])).toEqual([
      ['category.create', null, { nameEn: 'Tea', nameAr: 'شاي', isHidden: false }],
      [
        'category.update',
        { nameEn: 'Tea', nameAr: 'شاي' },
        { nameEn: 'Tea & infusions', nameAr: 'شاي ومنقوعات' },
      ],
      ['category.update', { isHidden: false }, { isHidden: true }],
    ]);
  });

  it('a renamed category reaches search: its products are found by the new name', async () => {
    const [product] = await db()
      .select({ id: products.id, categoryId: products.categoryId })
      .from(products)
      .orderBy(asc(products.id))
      .limit(1);
    const search = () =>
      call<{ data: { id: number }[]; meta: { total: number } }>(ctx.app, 'GET', '/products', {
        query: { query: 'زنجباري' },
      });
    expect((await search()).body.meta.total).toBe(0);
    const renamed = await staff('PUT', `/admin/categories/${product!.categoryId}`, {
      name_en: 'Zanzibarish',
      name_ar: 'زنجباري',
    });
    expect(renamed.status).toBe(200);
    const inCategory = await db()
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.categoryId, product!.categoryId), eq(products.isActive, true)));
    expect((await search()).body.meta.total).toBe(inCategory.length);
  });

  it('refuses bad names in Arabic, unknown rows with a 404, and sellers altogether', async () => {
    const empty = await staff('POST', '/admin/brands', { name_en: ' ', name_ar: 'بن' }, 'ar-SA');
    expect(expectError(empty, 400, 'VALIDATION_ERROR', 'ar-SA').message).toMatch(/[\u0600-\u06FF]/);
    expectError(await staff('PUT', '/admin/brands/999999', { name_en: 'X', name_ar: 'س' }), 404, 'NOT_FOUND');
    expectError(
      await staff('POST', '/admin/categories/999999/sub-categories', { name_en: 'X', name_ar: 'س' }),
      404,
      'NOT_FOUND',
    );
    const seller = await call(ctx.app, 'POST', '/admin/brands', {
      token: team.sellerA.token,
      body: { name_en: 'X', name_ar: 'س' },
    });
    expectError(seller, 403, 'FORBIDDEN');
  });
});

describe('brands', () => {
  it('creates and hides a brand: the store’s brand list follows', async () => {
    const created = await staff('POST', '/admin/brands', { name_en: 'Kaldi', name_ar: 'كالدي' });
    expect(created.status).toBe(201);
    const list = async () =>
      (await call<{ data: { id: number }[] }>(ctx.app, 'GET', '/brands')).body.data.map((row) => row.id);
    expect(await list()).toContain(created.body.data.id);
    await staff('PUT', `/admin/brands/${created.body.data.id}`, {
      name_en: 'Kaldi',
      name_ar: 'كالدي',
      is_hidden: true,
    });
    expect(await list()).not.toContain(created.body.data.id);
  });
});
