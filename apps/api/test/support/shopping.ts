import { randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client.js';
import { products, productVariants, storeSettings } from '../../src/db/schema/index.js';
import { seedDemoCatalog } from '../../src/db/seed/demo.js';
import { type AccountsAppOptions, type AccountsContext, createAccountsApp } from './accounts.js';
import { createTestDatabase } from './database.js';

/**
 * Closes every connection of a PostgreSQL pool and waits until each has really ended. `pool.end()` resolves
 * as soon as it has asked its clients to end, so the `DROP DATABASE … WITH (FORCE)` that follows in
 * createTestDatabase's close can terminate a connection still closing, which then raises an uncaught
 * 57P01 error in the test process. Tests that fill the pool (concurrent requests) meet it most.
 */
/** The real app for cart and wishlist tests: accounts (as createAccountsApp) on a database with the demo catalog. */
export async function createShoppingApp(
  options: Omit<AccountsAppOptions, 'database'> = {},
): Promise<AccountsContext> {
  const database = await createTestDatabase({ catalog: true });
  await seedDemoCatalog(database.db);
  // No cash-on-delivery fee unless a test sets one (cod.test.ts, the summary's property test): the tests
  // written before the fee keep the arithmetic they check.
  await database.db.update(storeSettings).set({ codFee: 0 });
  const ctx = await createAccountsApp({ ...options, database });
  return {
    ...ctx,
    close: async () => {
      await ctx.close();
      await database.close();
    },
  };
}

export type TestProductFields = {
  nameEn: string;
  nameAr: string;
  /** Piastres. */
  price: number;
  beforeDiscount: number | null;
  stock: number;
  images: string[];
  isActive: boolean;
};
export type TestProduct = TestProductFields & { id: number };

/**
 * Products of a test's own, with exactly the price and stock it needs; category, brand and seller are
 * borrowed from the first demo product. What the API answers is checked against these fields.
 */
export async function addProducts(
  db: Database,
  fields: Partial<TestProductFields>[],
): Promise<TestProduct[]> {
  const [home] = await db
    .select({
      categoryId: products.categoryId,
      subCategoryId: products.subCategoryId,
      brandId: products.brandId,
      sellerId: products.sellerId,
    })
    .from(products)
    .orderBy(asc(products.id))
    .limit(1);
  if (!home) throw new Error('addProducts needs the demo catalog');
  const tags = fields.map((_, index) => `${randomBytes(3).toString('hex')}-${index}`);
  const made = fields.map((overrides, index) => {
    const tag = tags[index]!;
    return {
      nameEn: `Test Roast ${tag}`,
      nameAr: `تحميص تجريبي ${tag}`,
      price: 10_000,
      beforeDiscount: null,
      stock: 50,
      images: [`/media/products/test-${tag}-1.webp`, `/media/products/test-${tag}-2.webp`],
      isActive: true,
      ...overrides,
    } satisfies TestProductFields;
  });
  const rows = await db
    .insert(products)
    .values(
      made.map((product, index) => ({ ...home, ...product, slug: `test-${tags[index]}`, weightGrams: 250 })),
    )
    .returning({ id: products.id });
  return made.map((product, index) => ({ ...product, id: rows[index]!.id }));
}

export async function addProduct(
  db: Database,
  fields: Partial<TestProductFields> = {},
): Promise<TestProduct> {
  const [product] = await addProducts(db, [fields]);
  return product!;
}

/** The catalog moves under a cart: a merchant changes a price, sells out, or stops selling a product. */
export async function updateProduct(
  db: Database,
  product: TestProduct,
  changes: Partial<Pick<TestProductFields, 'price' | 'beforeDiscount' | 'stock' | 'isActive'>>,
): Promise<TestProduct> {
  await db.update(products).set(changes).where(eq(products.id, product.id));
  return Object.assign(product, changes);
}

export type TestVariantFields = {
  kind: 'grind' | 'size' | 'color';
  nameEn: string;
  nameAr: string;
  /** Piastres. */
  price: number;
  beforeDiscount: number | null;
  stock: number;
};
export type TestVariant = TestVariantFields & { id: number; productId: number };

/**
 * Makes the product one sold in variants, as the catalog keeps such a product: its price is its first
 * variant's and its stock the sum of the variants' (so a cart that used them would be visibly wrong).
 */
export async function addVariants(
  db: Database,
  product: TestProduct,
  fields: (Partial<TestVariantFields> & Pick<TestVariantFields, 'price' | 'stock'>)[],
): Promise<TestVariant[]> {
  const made = fields.map((overrides, index) => ({
    kind: 'size' as const,
    nameEn: `Size ${index + 1}`,
    nameAr: `حجم ${index + 1}`,
    beforeDiscount: null,
    ...overrides,
  }));
  const rows = await db
    .insert(productVariants)
    .values(made.map((variant, sortOrder) => ({ ...variant, productId: product.id, sortOrder })))
    .returning({ id: productVariants.id });
  await updateProduct(db, product, {
    price: made[0]!.price,
    beforeDiscount: made[0]!.beforeDiscount,
    stock: made.reduce((sum, variant) => sum + variant.stock, 0),
  });
  return made.map((variant, index) => ({ ...variant, id: rows[index]!.id, productId: product.id }));
}

/** A merchant changes a variant's price or stock. */
export async function updateVariant(
  db: Database,
  variant: TestVariant,
  changes: Partial<Pick<TestVariantFields, 'price' | 'beforeDiscount' | 'stock'>>,
): Promise<TestVariant> {
  await db.update(productVariants).set(changes).where(eq(productVariants.id, variant.id));
  return Object.assign(variant, changes);
}
