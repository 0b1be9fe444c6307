import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { cities, governorates, products, sellers } from '../../db/schema/index.js';
import type { Lang } from '../../i18n/lang.js';
import { selectProductCards } from '../catalog/card-query.js';
import { matchWords } from '../search/words.js';

const sellerColumns = {
  seller: sellers,
  governorate: { id: governorates.id, en: governorates.nameEn, ar: governorates.nameAr },
  city: { id: cities.id, en: cities.nameEn, ar: cities.nameAr },
  // NOTE: written out in full; drizzle drops table names inside a select's sql, which made `id` mean products.id.
  productsCount: sql<number>`(SELECT count(*)::int FROM products p WHERE p.seller_id = sellers.id AND p.is_active)`,
};

function selectSellers(db: Executor) {
  return db
    .select(sellerColumns)
    .from(sellers)
    .innerJoin(governorates, eq(governorates.id, sellers.governorateId))
    .innerJoin(cities, eq(cities.id, sellers.cityId));
}
export type SellerRow = Awaited<ReturnType<typeof findSeller>> & {};

export async function findSeller(db: Executor, id: number) {
  const [row] = await selectSellers(db).where(and(eq(sellers.id, id), sellers.isActive));
  return row;
}

export async function listCoffeeShops(
  db: Executor,
  filter: { governorate?: number | undefined; words: string[] },
  page: { limit: number; offset: number },
) {
  const where = and(
    sellers.isActive,
    sellers.isCoffeeShop,
    filter.governorate !== undefined ? eq(sellers.governorateId, filter.governorate) : undefined,
    matchWords(sellers.searchText, filter.words),
  );
  const [rows, [total]] = await Promise.all([
    selectSellers(db)
      .where(where)
      .orderBy(asc(sellers.nameEn), asc(sellers.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ value: count() }).from(sellers).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function listSellerProducts(
  db: Executor,
  sellerId: number,
  words: string[],
  page: { limit: number; offset: number },
) {
  const where: SQL = and(
    products.isActive,
    eq(products.sellerId, sellerId),
    matchWords(products.searchText, words),
  )!;
  const [rows, [total]] = await Promise.all([
    selectProductCards(db)
      .where(where)
      .orderBy(desc(sql`${products.stock} > 0`), desc(products.createdAt), desc(products.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ value: count() }).from(products).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

const nameColumns = { id: sellers.id, nameEn: sellers.nameEn, nameAr: sellers.nameAr };

/** Every seller, active or not, by name in the caller's language: the back office's pickers and filters. */
export function listSellerNames(db: Executor, lang: Lang) {
  return db
    .select(nameColumns)
    .from(sellers)
    .orderBy(asc(lang === 'ar' ? sellers.nameAr : sellers.nameEn));
}

/** One seller's names, active or not (the back office names the seller a user runs). */
export async function findSellerName(db: Executor, id: number) {
  const [row] = await db.select(nameColumns).from(sellers).where(eq(sellers.id, id));
  return row;
}
