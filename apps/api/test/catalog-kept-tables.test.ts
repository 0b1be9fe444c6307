import type { ProductListResponse } from '@coffee/contracts/catalog';
import type { Suggestion } from '@coffee/contracts/search';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.js';
import { categories, categoryFacetCounts, products, subCategories } from '../src/db/schema/index.js';
import { searchNameOf } from '../src/lib/normalize.js';
import { countFacets, countOverProducts } from '../src/modules/catalog/facet-repository.js';
import type { FacetRow } from '../src/modules/catalog/facet-rows.js';
import { buildProductConditions } from '../src/modules/catalog/product-filters.js';
import { catalogChanged } from '../src/plugins/cache.js';
import { createTestApp, getJson, type TestContext } from './support/app.js';
import { LANGS } from './support/seed.js';
import { addProduct, addProducts } from './support/shopping.js';

// Two tables the triggers of migration 0012 keep in step with `products`, read instead of `products` when
// nothing narrows the answer: `product_suggestions` (what autocomplete ranks on) and `category_facet_counts`
// (the unfiltered facet counts per category). Whatever writes the products, they must say what a fresh
// count of the products says.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const db = (): Database => ctx.database.db;

const suggest = async (q: string, lang = 'en-US') => {
  await catalogChanged(ctx.app);
  const answer = await getJson<{ data: Suggestion[] }>(ctx.app, '/autocomplete', { q, lang });
  expect(answer.status).toBe(200);
  return answer.body.data.map((suggestion) => suggestion.id);
};

async function expectSuggestionsInStep() {
  const kept = await db().execute(
    sql`SELECT product_id AS id, search_name AS name, rating_count AS popularity, category_id AS category,
      sub_category_id AS sub FROM product_suggestions ORDER BY 1`,
  );
  const fresh = await db().execute(
    sql`SELECT id, search_name AS name, rating_count AS popularity, category_id AS category,
      sub_category_id AS sub FROM products WHERE is_active ORDER BY 1`,
  );
  expect((kept as unknown as { rows: unknown[] }).rows).toEqual(
    (fresh as unknown as { rows: unknown[] }).rows,
  );
}

/** What a listing's panel would count, comparable across the two ways of counting. */
const comparable = (rows: FacetRow[]) =>
  rows
    .map((row) =>
      row.set === 'total' ? row : { set: row.set, key: row.key, count: row.count, inStock: 0, onSale: 0 },
    )
    .map((row) => ({ ...row, priceMin: row.set === 'total' ? row.priceMin : null }))
    .map((row) => ({ ...row, priceMax: row.set === 'total' ? row.priceMax : null }))
    .sort((a, b) => `${a.set}:${a.key}`.localeCompare(`${b.set}:${b.key}`));

/** The kept counts of every category and of the whole catalog equal a fresh count over the products. */
async function expectCountsFresh() {
  const ids = (await db().select({ id: categories.id }).from(categories)).map((row) => row.id);
  for (const category of [undefined, ...ids]) {
    const kept = await countFacets(db(), buildProductConditions({ category }));
    const fresh = await countOverProducts(db(), buildProductConditions({ category }));
    expect(comparable(kept), `category ${category ?? 'all'}`).toEqual(comparable(fresh));
  }
}

const keptRows = async () =>
  (await db().select({ n: sql<number>`count(*)::int` }).from(categoryFacetCounts))[0]!.n;

describe('product_suggestions, what autocomplete ranks on', () => {
  it('holds the active products of the demo catalog', expectSuggestionsInStep);

  it('follows inserts, renames, popularity, stock, deactivation and deletes, in both languages', async () => {
    const names = { nameEn: 'Zanzibarita Reserve', nameAr: 'زنجباريتا ريزيرف' };
    const [made, other] = await addProducts(db(), [names, { nameEn: 'Zanzibarita Light' }]);
    await db()
      .update(products)
      .set({ searchName: searchNameOf(names.nameEn, names.nameAr) })
      .where(eq(products.id, made!.id));
    await db()
      .update(products)
      .set({ searchName: searchNameOf('Zanzibarita Light', 'زنجباريتا لايت') })
      .where(eq(products.id, other!.id));
    await expectSuggestionsInStep();
    expect(await suggest('zanzibarita')).toEqual([other!.id, made!.id]);
    expect(await suggest('زنجباريتا', 'ar-SA')).toEqual([other!.id, made!.id]);

    // More popular: ranked first.
    await db().update(products).set({ ratingCount: 500 }).where(eq(products.id, made!.id));
    await expectSuggestionsInStep();
    expect(await suggest('zanzibarita')).toEqual([made!.id, other!.id]);

    // Renamed: found under its new name only.
    await db()
      .update(products)
      .set({ searchName: searchNameOf('Qenaroast Reserve', 'قناروست ريزيرف') })
      .where(eq(products.id, made!.id));
    await expectSuggestionsInStep();
    expect(await suggest('zanzibarita')).toEqual([other!.id]);
    expect(await suggest('قناروست', 'ar-SA')).toEqual([made!.id]);

    // Stock does not rank suggestions: selling out changes nothing here.
    await db().update(products).set({ stock: 0 }).where(eq(products.id, other!.id));
    await expectSuggestionsInStep();
    expect(await suggest('zanzibarita')).toEqual([other!.id]);

    // Deactivated: gone; active again: back.
    await db().update(products).set({ isActive: false }).where(eq(products.id, other!.id));
    await expectSuggestionsInStep();
    expect(await suggest('zanzibarita')).toEqual([]);
    await db().update(products).set({ isActive: true }).where(eq(products.id, other!.id));
    await expectSuggestionsInStep();
    expect(await suggest('zanzibarita')).toEqual([other!.id]);

    // Deleted: gone.
    await db().delete(products).where(eq(products.id, other!.id));
    await expectSuggestionsInStep();
    expect(await suggest('zanzibarita')).toEqual([]);

    // "Starts with" means either name, whatever the English name holds: one with ' | ' of its own still ranks
    // a name part after it as a start, ahead of a more popular name that only has the word inside.
    const [piped, inside] = await addProducts(db(), [{}, {}]);
    await db()
      .update(products)
      .set({ searchName: 'kit | box | zanzibarita set', ratingCount: 1 })
      .where(eq(products.id, piped!.id));
    await db()
      .update(products)
      .set({ searchName: 'the zanzibarita set | طقم زنجباريتا', ratingCount: 90 })
      .where(eq(products.id, inside!.id));
    await expectSuggestionsInStep();
    expect(await suggest('zanzibarita')).toEqual([piped!.id, inside!.id]);

    // Inserted inactive: not suggested.
    await addProduct(db(), { nameEn: 'Hidden Zanzibarita', isActive: false });
    await expectSuggestionsInStep();
  });

  for (const lang of LANGS) {
    it(`follows a product moved to another kind: suggested for the new kind's name (${lang})`, async () => {
      // The kind tiers read the kind from product_suggestions: a row that kept the old sub-category would
      // leave the product out of its new kind's suggestions (and in its old kind's).
      const [tampers] = await db()
        .select({ id: subCategories.id, categoryId: subCategories.categoryId })
        .from(subCategories)
        .where(eq(subCategories.slug, 'tampers'));
      const query = lang === 'ar-SA' ? 'مكابس التامبر' : 'tampers';
      const moved = await addProduct(db(), { nameEn: 'Qoravel Blend', nameAr: 'خلطة قورافيل' });
      await db()
        .update(products)
        .set({ ratingCount: 1_000_000, recentOrders: 1_000_000 })
        .where(eq(products.id, moved.id));
      expect(await suggest(query, lang)).not.toContain(moved.id);

      await db()
        .update(products)
        .set({ categoryId: tampers!.categoryId, subCategoryId: tampers!.id })
        .where(eq(products.id, moved.id));
      await expectSuggestionsInStep();
      expect(await suggest(query, lang)).toContain(moved.id);
      await db().delete(products).where(eq(products.id, moved.id));
    });
  }
});

describe('category_facet_counts, the unfiltered facet counts', () => {
  it('equal a fresh count of the demo catalog', expectCountsFresh);

  it('stay equal to a fresh count through inserts, edits, selling out, deactivation, moves and deletes', async () => {
    const [, second] = await db()
      .select({ id: categories.id })
      .from(categories)
      .orderBy(asc(categories.id))
      .limit(2);
    const [elsewhere] = await db()
      .select({ id: subCategories.id })
      .from(subCategories)
      .where(eq(subCategories.categoryId, second!.id))
      .limit(1);
    const made = await addProducts(db(), [
      { stock: 3 },
      { stock: 0, beforeDiscount: 20_000 },
      { stock: 7 },
      { isActive: false },
    ]);
    await expectCountsFresh();
    const [a, b, c, inactive] = made as [
      (typeof made)[0],
      (typeof made)[0],
      (typeof made)[0],
      (typeof made)[0],
    ];
    const edit = async (id: number, changes: Partial<typeof products.$inferInsert>) => {
      await db().update(products).set(changes).where(eq(products.id, id));
      await expectCountsFresh();
    };

    // An order that takes some stock but not the last: no count changes, so no row is written.
    const before = await keptRows();
    await db()
      .update(products)
      .set({ stock: sql`${products.stock} - 1` })
      .where(eq(products.id, a.id));
    expect(await keptRows()).toBe(before);

    await edit(a.id, { stock: 0 }); // sold out
    await edit(a.id, { stock: 5 }); // restocked
    await edit(b.id, { beforeDiscount: null }); // off sale
    await edit(c.id, { ratingAvg: 4.6 }); // another whole star
    await edit(c.id, { ratingAvg: 4.9 }); // the same star: nothing to count
    await edit(c.id, { isActive: false }); // deactivated
    await edit(inactive.id, { stock: 0, ratingAvg: 1 }); // an inactive product counts nowhere
    await edit(inactive.id, { isActive: true }); // activated
    await edit(b.id, { categoryId: second!.id, subCategoryId: elsewhere!.id }); // moved
    await db().delete(products).where(eq(products.id, a.id));
    await expectCountsFresh();

    // Folding the rows together keeps every count.
    await db().execute(sql`SELECT category_facet_counts_compact(NULL)`);
    await expectCountsFresh();
  });

  it('folds a category that piled up changes while it is read, and its counts stay right', async () => {
    const [product] = await addProducts(db(), [{ stock: 1 }]);
    // Sold out and restocked 520 times: a row each time, more than a read lets pile up.
    await db().execute(
      sql.raw(`DO $$ BEGIN FOR round IN 1..520 LOOP
        UPDATE products SET stock = round % 2 WHERE id = ${product!.id}; END LOOP; END $$`),
    );
    const piled = await keptRows();
    await expectCountsFresh();
    expect(await keptRows()).toBeLessThan(piled);
    await expectCountsFresh();
  });

  it.runIf(process.env.DATABASE_URL)(
    'stay right when concurrent orders sell out products of one category',
    async () => {
      const made = await addProducts(
        db(),
        Array.from({ length: 24 }, () => ({ stock: 2 })),
      );
      await Promise.all(
        made.flatMap((product) =>
          [1, 2].map(() =>
            db().transaction(async (tx) => {
              await tx
                .update(products)
                .set({ stock: sql`${products.stock} - 1` })
                .where(eq(products.id, product.id));
            }),
          ),
        ),
      );
      const left = await db()
        .select({ stock: products.stock })
        .from(products)
        .where(sql`${products.id} IN ${made.map((product) => product.id)}`);
      expect(left.every((row) => row.stock === 0)).toBe(true);
      await expectCountsFresh();
    },
  );
});

describe('hidden categories and sub-categories', () => {
  for (const lang of LANGS) {
    it(`leave the facet panel and the menu (${lang})`, async () => {
      const [shown] = await db()
        .select({ id: categories.id })
        .from(categories)
        .orderBy(asc(categories.id))
        .limit(1);
      const [hiddenSub] = await db()
        .select({ id: subCategories.id })
        .from(subCategories)
        .where(eq(subCategories.categoryId, shown!.id))
        .limit(1);
      const [hiddenCategory] = await db()
        .select({ id: categories.id })
        .from(categories)
        .orderBy(asc(categories.id))
        .offset(1)
        .limit(1);
      const panel = async (query: Record<string, string>) => {
        await catalogChanged(ctx.app);
        const answer = await getJson<ProductListResponse>(ctx.app, '/products', { ...query, lang });
        expect(answer.status).toBe(200);
        return (key: string) =>
          answer.body.filters.find((filter) => filter.key === key)?.options.map((option) => option.id) ?? [];
      };
      const menu = async () => {
        const answer = await getJson<{ data: { id: number; sub_categories: { id: number }[] }[] }>(
          ctx.app,
          '/categories',
          { show_sub: 'true', lang },
        );
        expect(answer.status).toBe(200);
        return answer.body.data;
      };

      const categoryOptions = async (filtered: Record<string, string>) => (await panel(filtered))('category');
      const subOptions = async (filtered: Record<string, string>) =>
        (await panel({ category: String(shown!.id), ...filtered }))('subCategory');

      // Shown while visible, with products to count; the same listings are checked once hidden.
      const listings: Record<string, string>[] = [{}, { in_stock: 'true' }, { price_min: '0' }];
      for (const filtered of listings) {
        expect(await categoryOptions(filtered)).toContain(hiddenCategory!.id);
        expect(await subOptions(filtered)).toContain(hiddenSub!.id);
      }

      await db().update(categories).set({ isHidden: true }).where(eq(categories.id, hiddenCategory!.id));
      await db().update(subCategories).set({ isHidden: true }).where(eq(subCategories.id, hiddenSub!.id));
      try {
        for (const filtered of listings) {
          expect(await categoryOptions(filtered)).not.toContain(hiddenCategory!.id);
          expect(await subOptions(filtered)).not.toContain(hiddenSub!.id);
        }
        const listed = await menu();
        expect(listed.map((category) => category.id)).not.toContain(hiddenCategory!.id);
        expect(listed.flatMap((category) => category.sub_categories.map((sub) => sub.id))).not.toContain(
          hiddenSub!.id,
        );
      } finally {
        await db().update(categories).set({ isHidden: false }).where(eq(categories.id, hiddenCategory!.id));
        await db().update(subCategories).set({ isHidden: false }).where(eq(subCategories.id, hiddenSub!.id));
      }
    });
  }
});

// Last: it empties the catalog this file's other tests use.
describe('a truncated catalog', () => {
  it('leaves no suggestion and no count behind', async () => {
    await db().execute(sql`TRUNCATE products CASCADE`);
    await expectSuggestionsInStep();
    expect(await keptRows()).toBe(0);
    await expectCountsFresh();
  });
});
