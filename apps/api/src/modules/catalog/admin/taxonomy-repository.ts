import type { TaxonomyBody } from '@coffee/contracts/backoffice-catalog';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { brands, categories, products, sellers, subCategories } from '../../../db/schema/index.js';
import { normalize } from '../../../lib/normalize.js';
import { newSlug } from '../../../lib/slug.js';
import type { Actor } from '../../../plugins/backoffice-auth.js';
import { changedFields, recordAudit } from '../../audit/repository.js';

/** What the back office files products under: categories, their sub-categories, and brands. */
export type TaxonomyKind = 'category' | 'sub_category' | 'brand';

const TABLES = { category: categories, sub_category: subCategories, brand: brands } as const;
const PRODUCT_COLUMN = {
  category: products.categoryId,
  sub_category: products.subCategoryId,
  brand: products.brandId,
} as const;

type Fields = Required<TaxonomyBody>;

/** Every category with its sub-categories, and every brand, by sort order then name; hidden ones on request. */
export async function listTaxonomy(db: Executor, withHidden: boolean) {
  const visible = <T extends { isHidden: boolean }>(rows: T[]) =>
    withHidden ? rows : rows.filter((row) => !row.isHidden);
  const [categoryRows, subRows, brandRows] = await Promise.all([
    db.select().from(categories).orderBy(asc(categories.sortOrder), asc(categories.id)),
    db.select().from(subCategories).orderBy(asc(subCategories.sortOrder), asc(subCategories.id)),
    db.select().from(brands).orderBy(asc(brands.nameEn)),
  ]);
  return {
    categories: visible(categoryRows).map((category) => ({
      ...category,
      subCategories: visible(subRows.filter((sub) => sub.categoryId === category.id)),
    })),
    brands: visible(brandRows),
  };
}

const slugOf = (nameEn: string) => newSlug(nameEn, 'item', 50);

/** Creates a category, a sub-category (of `parentId`) or a brand; answers its id. */
export async function createTaxonomy(
  tx: Executor,
  actor: Actor,
  kind: TaxonomyKind,
  body: Fields,
  parentId: number | null,
  now: Date,
): Promise<number | undefined> {
  const values = { nameEn: body.name_en, nameAr: body.name_ar, isHidden: body.is_hidden };
  const slug = slugOf(body.name_en);
  let id: number | undefined;
  if (kind === 'sub_category') {
    const [parent] = await tx
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.id, parentId ?? 0));
    if (!parent) return undefined;
    [{ id } = { id: undefined }] = await tx
      .insert(subCategories)
      .values({ ...values, slug, categoryId: parent.id })
      .returning({ id: subCategories.id });
  } else {
    const table = TABLES[kind];
    [{ id } = { id: undefined }] = await tx
      .insert(table)
      .values({ ...values, slug })
      .returning({ id: table.id });
  }
  if (id === undefined) throw new Error('insert returned no row');
  await recordAudit(
    tx,
    actor,
    {
      action: `${kind}.create` as const,
      entity: kind,
      entityKey: String(id),
      before: null,
      after: { ...values, ...(parentId !== null && { categoryId: parentId }) },
    },
    now,
  );
  return id;
}

/**
 * Renames in both languages and hides or shows again. A rename reindexes the products filed under it, whose
 * search text holds its names, in the same transaction. False when there is no such row.
 */
export async function updateTaxonomy(
  tx: Executor,
  actor: Actor,
  kind: TaxonomyKind,
  id: number,
  body: Fields,
  now: Date,
): Promise<boolean> {
  const table = TABLES[kind];
  const [current] = await tx
    .select({ nameEn: table.nameEn, nameAr: table.nameAr, isHidden: table.isHidden })
    .from(table)
    .where(eq(table.id, id))
    .for('update');
  if (!current) return false;
  const after = { nameEn: body.name_en, nameAr: body.name_ar, isHidden: body.is_hidden };
  const changed = changedFields(current, after);
  if (!changed) return true;
  await tx.update(table).set(after).where(eq(table.id, id));
  if (current.nameEn !== after.nameEn || current.nameAr !== after.nameAr) {
    await reindexProducts(tx, kind, id);
  }
  await recordAudit(
    tx,
    actor,
    { action: `${kind}.update` as const, entity: kind, entityKey: String(id), ...changed },
    now,
  );
  return true;
}

/** Rewrites the search text of the products filed under a renamed category, sub-category or brand. */
async function reindexProducts(tx: Executor, kind: TaxonomyKind, id: number) {
  const rows = await tx
    .select({
      id: products.id,
      nameEn: products.nameEn,
      nameAr: products.nameAr,
      brandEn: brands.nameEn,
      brandAr: brands.nameAr,
      categoryEn: categories.nameEn,
      categoryAr: categories.nameAr,
      subEn: subCategories.nameEn,
      subAr: subCategories.nameAr,
    })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .innerJoin(subCategories, eq(subCategories.id, products.subCategoryId))
    .where(eq(PRODUCT_COLUMN[kind], id));
  for (const { id: productId, ...names } of rows) {
    const searchText = normalize(Object.values(names).join(' '));
    await tx.update(products).set({ searchText }).where(eq(products.id, productId));
  }
}

/** One category, sub-category or brand; undefined when there is none. */
export async function findTaxonomy(db: Executor, kind: TaxonomyKind, id: number) {
  const table = TABLES[kind];
  const [row] = await db
    .select({
      id: table.id,
      slug: table.slug,
      nameEn: table.nameEn,
      nameAr: table.nameAr,
      isHidden: table.isHidden,
    })
    .from(table)
    .where(eq(table.id, id));
  return row;
}

/** The sellers a product may be filed under in the back office, active or not, by English name. */
export function listSellerOptions(db: Executor) {
  return db
    .select({ id: sellers.id, nameEn: sellers.nameEn, nameAr: sellers.nameAr })
    .from(sellers)
    .orderBy(asc(sellers.nameEn));
}
