import type { CatalogImportReport } from '@coffee/contracts/backoffice-catalog';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, products, productVariants } from '../src/db/schema/index.js';
import { type AccountsContext, call, expectError } from './support/accounts.js';
import { makeTeam, type Team } from './support/backoffice.js';
import { addProduct, addVariants, createShoppingApp, type TestProduct } from './support/shopping.js';

// The CSV of prices and stock: exported with a BOM so Excel shows Arabic; imported as a dry run that reports
// row by row, then applied in one transaction, all rows or none; a seller only ever reaches its own rows.

let ctx: AccountsContext;
let team: Team;
let mine: TestProduct;
let mineVariant: number;
let theirs: TestProduct;
beforeAll(async () => {
  ctx = await createShoppingApp();
  team = await makeTeam(ctx);
  mine = await productOf(team.sellerA.sellerId, { price: 30_000, stock: 4, nameAr: 'بن يمني' });
  await db().update(products).set({ sku: 'YEM-250' }).where(eq(products.id, mine.id));
  const withVariants = await productOf(team.sellerA.sellerId, { price: 50_000, stock: 0 });
  mineVariant = (await addVariants(db(), withVariants, [{ price: 50_000, stock: 2 }]))[0]!.id;
  await db().update(productVariants).set({ sku: 'V-1KG' }).where(eq(productVariants.id, mineVariant));
  theirs = await productOf(team.sellerB.sellerId, { price: 20_000, stock: 9 });
});
afterAll(() => ctx.close());

const db = () => ctx.database.db;

async function productOf(sellerId: number, fields: Parameters<typeof addProduct>[1]) {
  const product = await addProduct(db(), fields);
  await db().update(products).set({ sellerId }).where(eq(products.id, product.id));
  return product;
}

const exportCsv = (token: string, area: 'admin' | 'seller') =>
  ctx.app.inject({
    method: 'GET',
    url: `/${area}/catalog/export.csv`,
    headers: { authorization: `Bearer ${token}` },
  });

const importCsv = (
  token: string,
  area: 'admin' | 'seller',
  csv: string,
  options: { dryRun?: boolean; lang?: string } = {},
) =>
  call<{ data: CatalogImportReport; report?: CatalogImportReport; message: string; code: string }>(
    ctx.app,
    'POST',
    `/${area}/catalog/import`,
    {
      token,
      body: csv,
      headers: { 'content-type': 'text/csv; charset=utf-8' },
      query: { dry_run: String(options.dryRun ?? true), lang: options.lang ?? 'en-US' },
    },
  );

const pricingOf = async (id: number) =>
  (
    await db()
      .select({ price: products.price, before: products.beforeDiscount, stock: products.stock })
      .from(products)
      .where(eq(products.id, id))
  )[0];
const auditRows = async () => (await db().select({ id: auditLog.id }).from(auditLog)).length;

describe('CSV export', () => {
  it('starts with a BOM, names its columns, writes pounds, and holds only the seller’s own rows', async () => {
    const response = await exportCsv(team.sellerA.token, 'seller');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="prices-stock-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const text = response.body;
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const lines = text.slice(1).trim().split('\r\n');
    expect(lines[0]).toBe('product_id,variant_id,sku,name_en,name_ar,price,before_discount,stock');
    expect(lines).toContain(`${mine.id},,YEM-250,${mine.nameEn},بن يمني,300.00,,4`);
    expect(lines.some((line) => line.startsWith(`${theirs.id},`))).toBe(false);
    expect(lines.some((line) => line.includes(`,${mineVariant},V-1KG,`))).toBe(true);
    // Staff see every seller's.
    const all = (await exportCsv(team.staff.token, 'admin')).body;
    expect(all).toContain(`\r\n${theirs.id},`);
  });

  it('writes no name a spreadsheet would run as a formula, whichever separator it splits on', async () => {
    const hostile = await productOf(team.sellerB.sellerId, {
      price: 25_000,
      stock: 1,
      nameEn: 'Beans;=HYPERLINK("http://evil.example","x")',
      nameAr: 'بن,=1+1',
    });
    const lines = (await exportCsv(team.staff.token, 'admin')).body.split('\r\n');
    const line = lines.find((text) => text.startsWith(`${hostile.id},`));
    expect(line).toBe(
      `${hostile.id},,,"Beans;'=HYPERLINK(""http://evil.example"",""x"")","بن,'=1+1",250.00,,1`,
    );
  });

  it('an exported file imported as it is changes nothing', async () => {
    const csv = (await exportCsv(team.sellerA.token, 'seller')).body;
    const report = await importCsv(team.sellerA.token, 'seller', csv);
    expect(report.status).toBe(200);
    expect(report.body.data.summary).toMatchObject({ changed: 0, errors: 0 });
    expect(report.body.data.summary.unchanged).toBeGreaterThanOrEqual(3);
  });
});

describe('CSV import', () => {
  it('a dry run reports each row and writes nothing; applying writes it all, audited, seen by the shop', async () => {
    const csv = ['sku,price,before_discount,stock', 'YEM-250,275.50,300,10', 'V-1KG,"1,200.00",,7'].join(
      '\n',
    );
    const auditBefore = await auditRows();
    const dry = await importCsv(team.sellerA.token, 'seller', csv);
    expect(dry.status).toBe(200);
    expect(dry.body.data.applied).toBe(false);
    expect(dry.body.data.rows).toEqual([
      expect.objectContaining({
        line: 2,
        kind: 'product',
        id: mine.id,
        status: 'changed',
        before: { price: 30_000, before_discount: null, stock: 4 },
        after: { price: 27_550, before_discount: 30_000, stock: 10 },
      }),
      expect.objectContaining({
        line: 3,
        kind: 'variant',
        id: mineVariant,
        status: 'changed',
        after: { price: 120_000, before_discount: null, stock: 7 },
      }),
    ]);
    expect(await pricingOf(mine.id)).toEqual({ price: 30_000, before: null, stock: 4 });
    expect(await auditRows()).toBe(auditBefore);

    const applied = await importCsv(team.sellerA.token, 'seller', csv, { dryRun: false });
    expect(applied.status).toBe(200);
    expect(applied.body.data).toMatchObject({
      applied: true,
      summary: { changed: 2, unchanged: 0, errors: 0 },
    });
    expect(await pricingOf(mine.id)).toEqual({ price: 27_550, before: 30_000, stock: 10 });
    const shop = await call<{ data: { price: number; beforeDiscount: number } }>(
      ctx.app,
      'GET',
      `/product/${mine.id}`,
    );
    expect(shop.body.data).toMatchObject({ price: 27_550, beforeDiscount: 30_000 });
    const rows = await db()
      .select()
      .from(auditLog)
      .where(inArray(auditLog.entityKey, [String(mine.id), String(mineVariant)]));
    expect(rows.map((row) => [row.action, row.note])).toEqual(
      expect.arrayContaining([
        ['product.pricing', 'CSV import, line 2'],
        ['variant.pricing', 'CSV import, line 3'],
      ]),
    );
  });

  it('bad rows: each reported with its reason in Arabic; applying refuses the whole file, nothing half-applied', async () => {
    const before = { mine: await pricingOf(mine.id), theirs: await pricingOf(theirs.id) };
    const auditBefore = await auditRows();
    const csv = [
      'product_id,sku,price,stock',
      `${mine.id},,299,50`, // fine on its own (under the sale price set above)
      ',NO-SUCH-SKU,100,1', // unknown SKU
      `${theirs.id},,100,1`, // another seller's product
      `${mine.id},,200,2`, // the same product again
      ',V-1KG,-5,1', // negative price
      ',V-1KG,abc,1', // (duplicate of the row above, reported as such)
      `${mine.id}x,,100,1`, // not an id
      ',YEM-250,100', // a cell short
    ].join('\r\n');
    for (const dryRun of [true, false]) {
      const response = await importCsv(team.sellerA.token, 'seller', csv, { dryRun, lang: 'ar-SA' });
      const report = dryRun ? response.body.data : response.body.report!;
      if (!dryRun) {
        expect(response.status).toBe(422);
        expect(response.body.code).toBe('CSV_HAS_ERRORS');
        expect(response.body.message).toBe('لم يتغير شيء: في ٧ أسطر أخطاء. صحّحها ثم استورد الملف مرة أخرى.');
      }
      expect(report.applied).toBe(false);
      expect(report.summary).toEqual({ changed: 1, unchanged: 0, errors: 7 });
      const reasons = Object.fromEntries(report.rows.map((row) => [row.line, row.errors]));
      expect(reasons[2]).toEqual([]);
      expect(reasons[3]).toEqual(['لا يوجد منتج أو خيار تابع لك بهذا المعرّف أو الرمز.']);
      expect(reasons[4]).toEqual(reasons[3]);
      expect(reasons[5]).toEqual(['هذا المنتج أو الخيار موجود بالفعل في السطر ٢.']);
      expect(reasons[6]).toEqual(['يجب أن يكون السعر رقمًا بالجنيه أكبر من ٠ ولا يزيد على ١٬٠٠٠٬٠٠٠.']);
      expect(reasons[7]).toEqual(['هذا المنتج أو الخيار موجود بالفعل في السطر ٦.']);
      expect(reasons[8]).toEqual(reasons[3]);
      expect(reasons[9]).toEqual(['عدد الخانات في هذا السطر لا يساوي عدد أعمدة العنوان.']);
    }
    expect({ mine: await pricingOf(mine.id), theirs: await pricingOf(theirs.id) }).toEqual(before);
    expect(await auditRows()).toBe(auditBefore);
  });

  it('reads non-numeric stock and a sale price under the price as errors, in English too', async () => {
    const csv = [
      'product_id,price,before_discount,stock',
      `${mine.id},100,90,5`,
      `${mine.id + 0},100,,lots`,
    ].join('\n');
    const report = (await importCsv(team.staff.token, 'admin', csv)).body.data;
    expect(report.rows[0]?.errors).toEqual([
      'The price before the sale must be empty or a number of pounds above the price.',
    ]);
    expect(report.rows[1]?.errors).toEqual([`This product or variant is already on line 2.`]);
    const stock = (await importCsv(team.staff.token, 'admin', `product_id,stock\n${theirs.id},lots`)).body
      .data;
    expect(stock.rows[0]?.errors).toEqual(['The stock must be a whole number from 0 to 1,000,000.']);
  });

  it('staff may import any seller’s rows, by id, with Arabic digits', async () => {
    const response = await importCsv(team.staff.token, 'admin', `product_id,price\n${theirs.id},٢٥٠٫٥٠`, {
      dryRun: false,
    });
    expect(response.status).toBe(200);
    expect((await pricingOf(theirs.id))?.price).toBe(25_050);
  });

  it('refuses a file without a usable header, with too many rows, or too large', async () => {
    expectError(await importCsv(team.staff.token, 'admin', 'name,colour\nx,y'), 422, 'CSV_NO_HEADER');
    const many = ['product_id,stock', ...Array.from({ length: 5_001 }, () => `${mine.id},1`)].join('\n');
    const tooMany = await importCsv(team.staff.token, 'admin', many, { lang: 'ar-SA' });
    expect(expectError(tooMany, 413, 'CSV_TOO_LARGE', 'ar-SA').message).toContain('٥٬٠٠٠');
    const huge = `product_id,stock\n${'9,1\n'.repeat(600_000)}`;
    const tooLarge = await importCsv(team.staff.token, 'admin', huge);
    expect(tooLarge.status).toBe(413);
  });
});
