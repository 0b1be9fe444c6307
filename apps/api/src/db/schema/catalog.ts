import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { cities, governorates } from './locations.js';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const categories = pgTable('categories', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  slug: text('slug').notNull().unique(),
  nameEn: text('name_en').notNull(),
  nameAr: text('name_ar').notNull(),
  image: text('image').notNull().default(''),
  sortOrder: integer('sort_order').notNull().default(0),
  /** Hidden by the back office: left out of the store's menus and filters; its products stay as they are. */
  isHidden: boolean('is_hidden').notNull().default(false),
});

export const subCategories = pgTable(
  'sub_categories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    isHidden: boolean('is_hidden').notNull().default(false),
  },
  (t) => [uniqueIndex('sub_categories_category_slug_key').on(t.categoryId, t.slug)],
);

export const brands = pgTable('brands', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  slug: text('slug').notNull().unique(),
  nameEn: text('name_en').notNull(),
  nameAr: text('name_ar').notNull(),
  countryEn: text('country_en').notNull().default(''),
  countryAr: text('country_ar').notNull().default(''),
  logo: text('logo').notNull().default(''),
  isHidden: boolean('is_hidden').notNull().default(false),
});

export type OpeningHours = { day: number; open: string; close: string }[];

/** A seller on the marketplace; a coffee shop is a seller with a place people can visit. */
export const sellers = pgTable(
  'sellers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    slug: text('slug').notNull().unique(),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    descriptionEn: text('description_en').notNull().default(''),
    descriptionAr: text('description_ar').notNull().default(''),
    logo: text('logo').notNull().default(''),
    isCoffeeShop: boolean('is_coffee_shop').notNull().default(false),
    addressEn: text('address_en').notNull().default(''),
    addressAr: text('address_ar').notNull().default(''),
    governorateId: integer('governorate_id')
      .notNull()
      .references(() => governorates.id),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    phone: text('phone').notNull().default(''),
    openingHours: jsonb('opening_hours').$type<OpeningHours>().notNull().default([]),
    searchText: text('search_text').notNull().default(''),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('sellers_coffee_shop_idx').on(t.isCoffeeShop, t.governorateId)],
);

export const weightUnit = pgEnum('weight_unit', ['g', 'kg']);

export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    slug: text('slug').notNull().unique(),
    /** The seller's stock-keeping code, as typed in the CSV of prices and stock; optional, unique when set. */
    sku: text('sku').unique(),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    descriptionEn: text('description_en').notNull().default(''),
    descriptionAr: text('description_ar').notNull().default(''),
    images: text('images').array().notNull().default(sql`'{}'::text[]`),
    /** Piastres. */
    price: integer('price').notNull(),
    /** Piastres; set only when it is above `price` (the product is on sale). */
    beforeDiscount: integer('before_discount'),
    weightGrams: integer('weight_grams').notNull(),
    weightUnit: weightUnit('weight_unit').notNull().default('g'),
    stock: integer('stock').notNull().default(0),
    /**
     * `stock > 0`, kept by PostgreSQL. The category page's index holds this instead of `stock` (decision 0056):
     * an index that names `stock` makes every stock move a non-HOT update, a new entry in each of the table's
     * indexes (the trigram one included) for every order line; this one changes only when a product sells out
     * or comes back.
     */
    inStock: boolean('in_stock').notNull().generatedAlwaysAs(sql`stock > 0`),
    ratingAvg: real('rating_avg').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    /**
     * Popularity: the orders placed in the last 90 days that hold this product (not awaiting payment, not
     * canceled). Search ranks on it; search/popularity.ts refreshes it (a job, and after an order is placed or
     * canceled), it is nobody's ledger.
     */
    recentOrders: integer('recent_orders').notNull().default(0),
    badgeEn: text('badge_en'),
    badgeAr: text('badge_ar'),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    subCategoryId: integer('sub_category_id')
      .notNull()
      .references(() => subCategories.id),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => sellers.id),
    featured: boolean('featured').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    /** normalize(name_en + name_ar): what autocomplete matches and ranks on. */
    searchName: text('search_name').notNull().default(''),
    /** normalize(names + brand + category + sub-category): what a full search matches on. */
    searchText: text('search_text').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('products_category_idx').on(t.categoryId, t.createdAt),
    index('products_sub_category_idx').on(t.subCategoryId),
    index('products_brand_idx').on(t.brandId),
    index('products_seller_idx').on(t.sellerId),
    index('products_price_idx').on(t.price),
    index('products_created_idx').on(t.createdAt),
    index('products_rating_idx').on(t.ratingAvg),
    index('products_featured_idx').on(t.createdAt).where(sql`${t.featured}`),
    index('products_search_text_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    // Related products (catalog/repository.ts listRelated): walked backwards, best rated first, per (sub-)category.
    index('products_related_sub_idx').on(t.subCategoryId, t.ratingAvg, t.id).where(sql`${t.isActive}`),
    index('products_related_category_idx').on(t.categoryId, t.ratingAvg, t.id).where(sql`${t.isActive}`),
    // A category page (catalog/facet-repository.ts, repository.ts; decision 0050): its price range read off the
    // two ends; its pages sorted by price walked in order (`id` breaks ties, so no sort); and, through the
    // columns after `id`, its facet counts under a price filter counted from the index alone (index-only scan).
    index('products_category_price_idx')
      .on(
        t.categoryId,
        t.price,
        t.id,
        t.subCategoryId,
        t.brandId,
        t.sellerId,
        t.ratingAvg,
        t.inStock,
        t.beforeDiscount,
      )
      .where(sql`${t.isActive}`),
    // A category page sorted by rating (top_rated): walked backwards in the sort's exact order.
    index('products_category_rated_idx')
      .on(t.categoryId, t.ratingAvg, t.ratingCount, t.id)
      .where(sql`${t.isActive}`),
  ],
);

/**
 * The catalog's distinct words (of 4+ letters, from every product's normalized `search_text`), against which
 * misspelt search words are corrected: pg_trgm's own recipe, a few thousand rows instead of every product.
 * Kept in step by triggers on `products` (see the migration that creates it); words are never removed.
 */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [
  index('search_words_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`),
]);

/**
 * What autocomplete ranks on, for the active products only: ~20 MB on 100k products where `products` is ~150 MB,
 * so a common word's ~10,000 matches are read from a few thousand small pages (search/repository.ts).
 * Kept exactly in step with `products` by triggers (see the migration that creates it).
 */
export const productSuggestions = pgTable(
  'product_suggestions',
  {
    productId: integer('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    searchName: text('search_name').notNull(),
    /** `search_name` after its first ' | ' (the Arabic name): "starts with" served by a prefix index. */
    secondName: text('second_name').notNull(),
    ratingCount: integer('rating_count').notNull(),
    /** `products.recent_orders`, copied by the same triggers. */
    recentOrders: integer('recent_orders').notNull().default(0),
    /** `products.stock > 0`, copied by the same triggers (they fire when a product sells out or comes back). */
    inStock: boolean('in_stock').notNull().default(true),
    /** `products.category_id` and `sub_category_id`, copied by the same triggers: the kind tiers filter on them. */
    categoryId: integer('category_id').notNull(),
    subCategoryId: integer('sub_category_id').notNull(),
  },
  (t) => [
    // The words of the name, joined by a tatweel (which `normalize` strips, so no name holds one): trigrams then
    // span the joins, and `LIKE '%ـphrase%'` ("a word starts with the phrase", adjacent words adjacent) is what
    // the index looks up, not every name holding the phrase's words anywhere. After the kind ids (btree_gin), so
    // a named kind's tier is intersected inside the index (search/repository.ts; decision 0045, sixth amendment);
    // without them on PGlite, which does not load btree_gin (migration 0037).
    index('product_suggestions_words_idx').using(
      'gin',
      t.subCategoryId,
      t.categoryId,
      sql`(replace(${t.searchName}, ' ', 'ـ')) gin_trgm_ops`,
    ),
    // "Starts with" read from a range of the index alone: the other name and the popularity columns ride along
    // after the name (they change no range), so no page of the table is read (search/repository.ts, namesStarting).
    index('product_suggestions_name_prefix_idx').on(
      sql`${t.searchName} text_pattern_ops`,
      t.secondName,
      t.inStock,
      t.recentOrders,
      t.ratingCount,
      t.productId,
    ),
    index('product_suggestions_second_prefix_idx').on(
      sql`${t.secondName} text_pattern_ops`,
      t.searchName,
      t.inStock,
      t.recentOrders,
      t.ratingCount,
      t.productId,
    ),
    // Only names whose English part itself holds ' | ' (none in the demo or seed catalogs): see suggestProducts.
    index('product_suggestions_second_trgm_idx')
      .using('gin', sql`${t.secondName} gin_trgm_ops`)
      .where(sql`${t.secondName} LIKE '% | %'`),
    // Walked backwards: in stock first, then most ordered (then most rated, newest), for the most popular names
    // (search/repository.ts). The names ride along after the unique product id (they change no order), so the
    // walk reads the index alone: a few pages for 500 names, not a page of the table per name.
    index('product_suggestions_rank_idx').on(
      t.inStock,
      t.recentOrders,
      t.ratingCount,
      t.productId,
      t.categoryId,
      t.subCategoryId,
      t.searchName,
      t.secondName,
    ),
    // A named kind's products in the same order (search/repository.ts, kindTiers): one kind's most popular are
    // a walk of `room` entries; several kinds', or a kind and a name word, are fetched and sorted.
    index('product_suggestions_category_idx').on(
      t.categoryId,
      t.inStock,
      t.recentOrders,
      t.ratingCount,
      t.productId,
    ),
    index('product_suggestions_sub_category_idx').on(
      t.subCategoryId,
      t.inStock,
      t.recentOrders,
      t.ratingCount,
      t.productId,
    ),
  ],
);

/**
 * The unfiltered facet counts of each category, as signed deltas: a row per (category, facet, key) change
 * written by triggers on `products`, summed when read and folded together now and then
 * (`category_facet_counts_compact`). Writers only ever insert, so concurrent orders never queue on a counter
 * row; only a change that alters a count writes here (an order that sells a product out, not every sale).
 * `facet` is 'total' (key 0), 'subCategory', 'brand', 'seller' or 'stars' (key = whole stars); `in_stock` and
 * `on_sale` are counted on the total row only.
 */
export const categoryFacetCounts = pgTable(
  'category_facet_counts',
  {
    categoryId: integer('category_id').notNull(),
    facet: text('facet').notNull(),
    key: integer('key').notNull(),
    products: integer('products').notNull(),
    inStock: integer('in_stock').notNull(),
    onSale: integer('on_sale').notNull(),
  },
  (t) => [index('category_facet_counts_category_idx').on(t.categoryId)],
);

/**
 * The same counts per price bucket, for a category page filtered by price (decision 0053): `bucket` is the
 * lowest price of a bucket of the fixed geometric scale of `price_bucket` (migration 0034,
 * modules/catalog/price-buckets.ts). Written only by the triggers on `products`, in the transaction of the
 * product write, as signed deltas like category_facet_counts; folded by `category_price_facet_counts_compact`.
 */
export const categoryPriceFacetCounts = pgTable(
  'category_price_facet_counts',
  {
    categoryId: integer('category_id').notNull(),
    bucket: integer('bucket').notNull(),
    facet: text('facet').notNull(),
    key: integer('key').notNull(),
    products: integer('products').notNull(),
    inStock: integer('in_stock').notNull(),
    onSale: integer('on_sale').notNull(),
  },
  (t) => [index('category_price_facet_counts_bucket_idx').on(t.categoryId, t.bucket)],
);

export const variantKind = pgEnum('variant_kind', ['grind', 'size', 'color']);

export const productVariants = pgTable(
  'product_variants',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    kind: variantKind('kind').notNull(),
    sku: text('sku').unique(),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    price: integer('price').notNull(),
    beforeDiscount: integer('before_discount'),
    stock: integer('stock').notNull().default(0),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('product_variants_product_idx').on(t.productId)],
);

/**
 * What shoppers think of a product. The demo catalog's reviews (no `user_id`) are imported approved; a shopper's
 * (`user_id` set: only someone who received the product may write one, so it is a verified purchase) waits in
 * the back office's queue (`pending`) until staff approve or hide it, and goes back there when edited. Only
 * the reviews/ledger.ts module writes this table and the product's `rating_avg` and `rating_count`, which it
 * recomputes from the approved reviews in the same transaction.
 */
export const productReviews = pgTable(
  'product_reviews',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Null for reviews imported with the demo catalog. */
    userId: integer('user_id'),
    /** As shown: first name and the last name's initial ("Mariam S.", «مريم س.»). */
    authorName: text('author_name').notNull(),
    rating: smallint('rating').notNull(),
    body: text('body').notNull().default(''),
    /** The language the review was written in; reviews are shown in the language of the page first. */
    lang: text('lang').notNull().default('en'),
    status: text('status', { enum: ['pending', 'approved', 'hidden'] })
      .notNull()
      .default('approved'),
    /** Staff's reason for the last decision (required to hide), and who made it when. */
    moderationReason: text('moderation_reason'),
    moderatedBy: integer('moderated_by'),
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    createdAt: createdAt(),
    /** When the shopper last wrote it (its creation or its last edit): the queue's order. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('product_reviews_product_idx').on(t.productId, t.createdAt),
    // One review per shopper and product; the demo's have no user.
    uniqueIndex('product_reviews_user_product_idx')
      .on(t.userId, t.productId)
      .where(sql`${t.userId} IS NOT NULL`),
    index('product_reviews_queue_idx').on(t.status, t.updatedAt),
  ],
);
