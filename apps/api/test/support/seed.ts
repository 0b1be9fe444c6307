// The demo catalog as written by hand: what the API's answers are checked against. Tests compare the API
// with this source data, never with copies of earlier API output.
import { BADGES, demoProducts } from '../../src/db/seed/catalog-source.js';
import * as banners from '../../src/db/seed/data/banners.js';
import { brands as brandSource } from '../../src/db/seed/data/brands.js';
import { categories as categorySource } from '../../src/db/seed/data/categories.js';
import locations from '../../src/db/seed/data/egypt-locations.json' with { type: 'json' };
import { sellers as sellerSource } from '../../src/db/seed/data/sellers.js';
import type { SeedBanner, SeedProduct } from '../../src/db/seed/data/types.js';
import { arabicDigitsIn } from '../../src/lib/arabic-digits.js';
import { normalize } from '../../src/lib/normalize.js';

// As the seed writes them: Arabic texts in the Arabic pages' digits (db/seed/demo.ts).
const advertisements = arabicDigitsIn(banners.advertisements);
const shippingSteps = arabicDigitsIn(banners.shippingSteps);
const sliders = arabicDigitsIn(banners.sliders);
const brands = arabicDigitsIn(brandSource);
const categories = arabicDigitsIn(categorySource);
const sellers = arabicDigitsIn(sellerSource);

export type { SeedBanner, SeedProduct };
export {
  advertisements,
  BADGES,
  brands,
  categories,
  demoProducts,
  locations,
  normalize,
  sellers,
  shippingSteps,
  sliders,
};

export const LANGS = ['en-US', 'ar-SA'] as const;
export type ApiLang = (typeof LANGS)[number];

/** The field of a bilingual seed record that a request in `lang` should get back. */
export const inLang = (lang: ApiLang, en: string, ar: string): string => (lang === 'ar-SA' ? ar : en);

/** Arabic letters: a text in Arabic has some, an English one none. */
export const ARABIC = /[\u0600-\u06FF]/;

function byKey<T>(items: T[], key: (item: T) => string): Map<string, T> {
  const map = new Map<string, T>();
  for (const item of items) {
    if (map.has(key(item))) throw new Error(`Seed key ${key(item)} is not unique`);
    map.set(key(item), item);
  }
  return map;
}

const productsBySlug = byKey(demoProducts, (product) => product.slug);
const productsByName = {
  'en-US': byKey(demoProducts, (p) => p.name_en),
  'ar-SA': byKey(demoProducts, (p) => p.name_ar),
};

export function seedProduct(slug: string): SeedProduct {
  const product = productsBySlug.get(slug);
  if (!product) throw new Error(`No seed product ${slug}`);
  return product;
}

/** The seed product an answer names; product names are unique in each language. */
export function seedProductNamed(lang: ApiLang, name: string): SeedProduct {
  const product = productsByName[lang].get(name);
  if (!product) throw new Error(`No seed product named ${name} (${lang})`);
  return product;
}

export function seedCategory(slug: string) {
  const category = categories.find((candidate) => candidate.slug === slug);
  if (!category) throw new Error(`No seed category ${slug}`);
  return category;
}

export function seedSubCategory(product: SeedProduct) {
  const sub = seedCategory(product.category).sub_categories.find((s) => s.slug === product.sub_category);
  if (!sub) throw new Error(`No seed sub-category ${product.sub_category}`);
  return sub;
}

export function seedBrand(slug: string) {
  const brand = brands.find((candidate) => candidate.slug === slug);
  if (!brand) throw new Error(`No seed brand ${slug}`);
  return brand;
}

export function seedSeller(slug: string) {
  const seller = sellers.find((candidate) => candidate.slug === slug);
  if (!seller) throw new Error(`No seed seller ${slug}`);
  return seller;
}

/**
 * What a shopper's search words are looked for in, normalized: the product's names, its brand and its
 * category and sub-category, in both languages.
 */
export function searchableText(product: SeedProduct): string {
  const brand = seedBrand(product.brand);
  const category = seedCategory(product.category);
  const sub = seedSubCategory(product);
  return normalize(
    [
      product.name_en,
      product.name_ar,
      brand.name_en,
      brand.name_ar,
      category.name_en,
      category.name_ar,
      sub.name_en,
      sub.name_ar,
    ].join(' '),
  );
}

/** Price of a seed product as the API states money: integer piastres. */
export const piastres = (egp: number): number => Math.round(egp * 100);
