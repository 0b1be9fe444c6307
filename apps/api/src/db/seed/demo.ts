import { sql } from 'drizzle-orm';
import { arabicDigitsIn } from '../../lib/arabic-digits.js';
import { poundsToPiastres } from '../../lib/money.js';
import { normalize, searchNameOf } from '../../lib/normalize.js';
import type { Database, Executor } from '../client.js';
import {
  advertisements,
  brands,
  categories,
  cities,
  governorates,
  productReviews,
  products,
  productVariants,
  sellers,
  shippingSteps,
  sliders,
  subCategories,
} from '../schema/index.js';
import { seedDemoSellerAccounts } from './backoffice.js';
import { BADGES, demoProducts, IMAGES_PER_PRODUCT, mediaPaths, toGrams } from './catalog-source.js';
import { seedDemoCheckout, seedDemoStoreContact, seedStoreSettings } from './checkout.js';
import { insertDemoContent } from './content.js';
import {
  advertisements as adSource,
  sliders as sliderSource,
  shippingSteps as stepSource,
} from './data/banners.js';
import { brands as brandSource } from './data/brands.js';
import { categories as categorySource } from './data/categories.js';
import {
  coffeeReviewTexts,
  equipmentReviewTexts,
  generalReviewTexts,
  reviewerNames,
} from './data/reviews.js';
import { sellers as sellerSource } from './data/sellers.js';
import type { SeedBanner } from './data/types.js';
import { createRandom, type Random } from './prng.js';
import { seedLocations } from './reference.js';
import { seedDemoSynonyms } from './synonyms.js';

// The store's own words, in the Arabic pages' digits (lib/arabic-digits.ts); shoppers' reviews stay as written.
const adData = arabicDigitsIn(adSource);
const sliderData = arabicDigitsIn(sliderSource);
const stepData = arabicDigitsIn(stepSource);
const brandData = arabicDigitsIn(brandSource);
const categoryData = arabicDigitsIn(categorySource);
const sellerData = arabicDigitsIn(sellerSource);

const DAY_MS = 86_400_000;
const EQUIPMENT = new Set(['espresso-machines', 'grinders', 'brewing', 'accessories']);

function lookup<T>(map: Map<string, T>, key: string, what: string): T {
  const value = map.get(key);
  if (value === undefined) throw new Error(`Demo catalog refers to unknown ${what} "${key}"`);
  return value;
}

async function insertInChunks<T>(items: T[], size: number, insert: (chunk: T[]) => Promise<unknown>) {
  for (let start = 0; start < items.length; start += size) await insert(items.slice(start, start + size));
}

/** Loads the demo store into an empty database; does nothing when a catalog is already there. */
export async function seedDemoCatalog(db: Database, now = new Date()): Promise<'seeded' | 'skipped'> {
  return db.transaction(async (tx) => {
    // Two processes starting at once must not both seed: the first takes the lock, the second then sees data.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(727275)`);
    await seedLocations(tx);
    await seedStoreSettings(tx);
    const existing = await tx.select({ id: categories.id }).from(categories).limit(1);
    if (existing.length > 0) {
      // A store seeded before checkout existed gets its demo coupons and staff on the next start.
      await seedDemoCheckout(tx, now);
      await seedDemoSellerAccounts(tx, now);
      return 'skipped';
    }
    await insertCatalog(tx, now);
    await seedDemoSynonyms(tx, now);
    await seedDemoCheckout(tx, now);
    await seedDemoStoreContact(tx);
    await seedDemoSellerAccounts(tx, now);
    return 'seeded';
  });
}

async function insertCatalog(tx: Executor, now: Date): Promise<void> {
  const random = createRandom(20_261_122);
  const categoryIds = new Map<string, number>();
  const subCategoryIds = new Map<string, number>();
  for (const [index, category] of categoryData.entries()) {
    const [row] = await tx
      .insert(categories)
      .values({
        slug: category.slug,
        nameEn: category.name_en,
        nameAr: category.name_ar,
        image: mediaPaths.category(category.slug),
        sortOrder: index,
      })
      .returning({ id: categories.id });
    categoryIds.set(category.slug, row!.id);
    const subs = await tx
      .insert(subCategories)
      .values(
        category.sub_categories.map((sub, subIndex) => ({
          categoryId: row!.id,
          slug: sub.slug,
          nameEn: sub.name_en,
          nameAr: sub.name_ar,
          sortOrder: subIndex,
        })),
      )
      .returning({ id: subCategories.id, slug: subCategories.slug });
    for (const sub of subs) subCategoryIds.set(`${category.slug}/${sub.slug}`, sub.id);
  }

  const brandRows = await tx
    .insert(brands)
    .values(
      brandData.map((brand) => ({
        slug: brand.slug,
        nameEn: brand.name_en,
        nameAr: brand.name_ar,
        countryEn: brand.country_en,
        countryAr: brand.country_ar,
        logo: mediaPaths.brand(brand.slug),
      })),
    )
    .returning({ id: brands.id, slug: brands.slug });
  const brandIds = new Map(brandRows.map((row) => [row.slug, row.id]));

  const governorateRows = await tx
    .select({ id: governorates.id, code: governorates.code })
    .from(governorates);
  const governorateIds = new Map(governorateRows.map((row) => [row.code, row.id]));
  const cityRows = await tx
    .select({ id: cities.id, governorateId: cities.governorateId, nameEn: cities.nameEn })
    .from(cities);
  const cityIds = new Map(cityRows.map((row) => [`${row.governorateId}/${row.nameEn}`, row.id]));

  const sellerRows = await tx
    .insert(sellers)
    .values(
      sellerData.map((seller) => {
        const governorateId = lookup(governorateIds, seller.governorate_code, 'governorate');
        return {
          slug: seller.slug,
          nameEn: seller.name_en,
          nameAr: seller.name_ar,
          descriptionEn: seller.description_en,
          descriptionAr: seller.description_ar,
          logo: mediaPaths.seller(seller.slug),
          isCoffeeShop: seller.is_coffee_shop,
          addressEn: seller.address_en,
          addressAr: seller.address_ar,
          governorateId,
          cityId: lookup(cityIds, `${governorateId}/${seller.city_en}`, 'city'),
          latitude: seller.latitude,
          longitude: seller.longitude,
          phone: seller.phone,
          openingHours: seller.opening_hours,
          searchText: normalize(
            `${seller.name_en} ${seller.name_ar} ${seller.address_en} ${seller.address_ar}`,
          ),
        };
      }),
    )
    .returning({ id: sellers.id, slug: sellers.slug });
  const sellerIds = new Map(sellerRows.map((row) => [row.slug, row.id]));

  const brandNames = new Map(brandData.map((brand) => [brand.slug, `${brand.name_en} ${brand.name_ar}`]));
  const categoryNames = new Map(categoryData.map((c) => [c.slug, c]));
  const productValues = demoProducts.map((product) => {
    const category = lookup(categoryNames, product.category, 'category');
    const sub = category.sub_categories.find((candidate) => candidate.slug === product.sub_category);
    if (!sub) throw new Error(`Unknown sub-category ${product.category}/${product.sub_category}`);
    const badge = product.badge ? BADGES[product.badge] : undefined;
    const before = product.before_discount_egp ? poundsToPiastres(product.before_discount_egp) : null;
    const price = poundsToPiastres(product.price_egp);
    return {
      slug: product.slug,
      nameEn: product.name_en,
      nameAr: product.name_ar,
      descriptionEn: product.description_en,
      descriptionAr: product.description_ar,
      images: Array.from({ length: IMAGES_PER_PRODUCT }, (_, i) => mediaPaths.product(product.slug, i)),
      price,
      beforeDiscount: before !== null && before > price ? before : null,
      weightGrams: toGrams(product.weight),
      weightUnit: product.weight.unit,
      stock: product.stock,
      badgeEn: badge?.en ?? null,
      badgeAr: badge?.ar ?? null,
      categoryId: lookup(categoryIds, product.category, 'category'),
      subCategoryId: lookup(subCategoryIds, `${product.category}/${product.sub_category}`, 'sub-category'),
      brandId: lookup(brandIds, product.brand, 'brand'),
      sellerId: lookup(sellerIds, product.seller, 'seller'),
      featured: product.featured ?? false,
      searchName: searchNameOf(product.name_en, product.name_ar),
      searchText: normalize(
        [
          product.name_en,
          product.name_ar,
          lookup(brandNames, product.brand, 'brand'),
          category.name_en,
          category.name_ar,
          sub.name_en,
          sub.name_ar,
        ].join(' '),
      ),
      createdAt: new Date(now.getTime() - random.int(0, 180) * DAY_MS - random.int(0, DAY_MS)),
    };
  });
  const productIds: number[] = [];
  await insertInChunks(productValues, 250, async (chunk) => {
    const rows = await tx.insert(products).values(chunk).returning({ id: products.id });
    productIds.push(...rows.map((row) => row.id));
  });

  const variantValues = demoProducts.flatMap((product, index) =>
    (product.variants ?? []).map((variant, sortOrder) => ({
      productId: productIds[index]!,
      kind: variant.kind,
      nameEn: variant.name_en,
      nameAr: variant.name_ar,
      price: poundsToPiastres(variant.price_egp),
      stock: variant.stock,
      sortOrder,
    })),
  );
  await insertInChunks(variantValues, 500, (chunk) => tx.insert(productVariants).values(chunk));

  const reviewValues = demoProducts.flatMap((product, index) =>
    makeReviews(random, productIds[index]!, EQUIPMENT.has(product.category), now),
  );
  await insertInChunks(reviewValues, 500, (chunk) => tx.insert(productReviews).values(chunk));
  await tx.execute(sql`
    UPDATE products p SET rating_avg = r.avg, rating_count = r.count
    FROM (SELECT product_id, round(avg(rating)::numeric, 2)::real AS avg, count(*)::int AS count
          FROM product_reviews GROUP BY product_id) r
    WHERE r.product_id = p.id`);

  const productIdBySlug = new Map(demoProducts.map((product, index) => [product.slug, productIds[index]!]));
  const linkOf = (link: SeedBanner['link']): string => {
    switch (link.kind) {
      case 'category':
        return `/products?category=${lookup(categoryIds, link.slug ?? '', 'category')}`;
      case 'product':
        return `/single-product/${lookup(productIdBySlug, link.slug ?? '', 'product')}`;
      case 'offers':
        return '/offers';
      case 'coffee-shops':
        return '/coffe-shops';
    }
  };
  const bannerRow = (banner: SeedBanner, index: number, image: string) => ({
    titleEn: banner.title_en,
    titleAr: banner.title_ar,
    subtitleEn: banner.subtitle_en,
    subtitleAr: banner.subtitle_ar,
    image,
    link: linkOf(banner.link),
    sortOrder: index,
  });
  await tx.insert(sliders).values(sliderData.map((b, i) => bannerRow(b, i, mediaPaths.slider(i))));
  await tx.insert(advertisements).values(adData.map((b, i) => bannerRow(b, i, mediaPaths.advertisement(i))));
  await tx.insert(shippingSteps).values(
    stepData.map((step, sortOrder) => ({
      titleEn: step.title_en,
      titleAr: step.title_ar,
      descriptionEn: step.description_en,
      descriptionAr: step.description_ar,
      icon: step.icon,
      sortOrder,
    })),
  );
  await insertDemoContent(tx, productIdBySlug, now);
}

function makeReviews(random: Random, productId: number, isEquipment: boolean, now: Date) {
  // Most products have a handful of reviews, a few have none: a store where everything has 40 looks fake.
  const count = random.next() < 0.12 ? 0 : random.int(1, 14);
  const quality = random.next(); // how well this product is liked overall
  const pool = [...(isEquipment ? equipmentReviewTexts : coffeeReviewTexts), ...generalReviewTexts];
  return Array.from({ length: count }, () => {
    const wanted = quality > 0.3 ? random.pick([5, 5, 4, 4, 5, 3]) : random.pick([4, 3, 3, 2, 5, 1]);
    const fitting = pool.filter((text) => text.rating === wanted);
    const text = random.pick(fitting.length > 0 ? fitting : pool);
    const author = random.pick(reviewerNames);
    const lang = random.next() < 0.55 ? 'ar' : 'en';
    return {
      productId,
      authorName: lang === 'ar' ? author.ar : author.en,
      rating: text.rating,
      body: lang === 'ar' ? text.body_ar : text.body_en,
      lang,
      createdAt: new Date(now.getTime() - random.int(1, 200) * DAY_MS),
    };
  });
}
