import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../src/db/schema/index.js';
import { type AccountsContext, call } from './support/accounts.js';
import { createShoppingApp } from './support/shopping.js';

// A product page's related products are read in ranked tiers (catalog/repository.ts listRelated) instead of
// one sort over the whole category; they must come out exactly as that sort would put them.

let ctx: AccountsContext;
beforeAll(async () => {
  ctx = await createShoppingApp();
});
afterAll(() => ctx.close());

const db = () => ctx.database.db;

/** The definition: same sub-category first, in stock first, best rated first, newest id first. */
async function expectedRelated(product: { id: number; categoryId: number; subCategoryId: number }) {
  const rows = await db()
    .select({ id: products.id })
    .from(products)
    .where(and(products.isActive, eq(products.categoryId, product.categoryId), ne(products.id, product.id)))
    .orderBy(
      desc(sql`${products.subCategoryId} = ${product.subCategoryId}`),
      desc(sql`${products.stock} > 0`),
      desc(products.ratingAvg),
      desc(products.id),
    )
    .limit(12);
  return rows.map((row) => row.id);
}

describe('related products', () => {
  it('rank exactly as one sort over the category would, sold-out and small sub-categories included', async () => {
    const all = await db()
      .select({ id: products.id, categoryId: products.categoryId, subCategoryId: products.subCategoryId })
      .from(products)
      .where(eq(products.isActive, true));
    // Sell out a third of the catalog so every tier has members.
    const soldOut = all.filter((_, index) => index % 3 === 0).map((product) => product.id);
    await db()
      .update(products)
      .set({ stock: 0 })
      .where(sql`${products.id} IN (${sql.join(soldOut, sql`, `)})`);
    for (const product of all.filter((_, index) => index % 4 === 0)) {
      const lang = product.id % 2 === 0 ? 'en-US' : 'ar-SA';
      const page = await call<{ data: { related: { id: number }[] } }>(
        ctx.app,
        'GET',
        `/product/${product.id}`,
        {
          query: { lang },
        },
      );
      expect(page.status).toBe(200);
      expect(page.body.data.related.map((card) => card.id)).toEqual(await expectedRelated(product));
    }
  });
});
