import type { Category, ProductCard } from '@coffee/contracts/catalog';
import type { FastifyInstance } from 'fastify';
import { allProducts } from './api.js';
import { getJson } from './app.js';
import { brands, categories, demoProducts, type SeedProduct, seedProduct, sellers } from './seed.js';

/**
 * The ids the API gave the seed's categories, brands and sellers, learnt the way a client learns them
 * (from /categories and from the product cards), so tests can phrase filters in terms of the seed.
 */
export type CatalogIndex = {
  /** Every product card, in English, by product id. */
  cards: Map<number, ProductCard>;
  categoryId: (slug: string) => number;
  subCategoryId: (categorySlug: string, subSlug: string) => number;
  brandId: (slug: string) => number;
  sellerId: (slug: string) => number;
  /** The seed record behind a card. */
  seedOf: (card: { slug: string }) => SeedProduct;
};

function required<K, V>(map: Map<K, V>, key: K, what: string): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`The API shows no ${what} ${String(key)}`);
  return value;
}

export async function indexCatalog(app: FastifyInstance): Promise<CatalogIndex> {
  const [{ body: categoryBody }, cards] = await Promise.all([
    getJson<{ data: Category[] }>(app, '/categories', { show_sub: 'true' }),
    allProducts(app, { lang: 'en-US' }),
  ]);
  if (cards.length !== demoProducts.length) {
    throw new Error(`Expected the ${demoProducts.length} seed products, the API lists ${cards.length}`);
  }
  const categoryIds = new Map(categoryBody.data.map((category) => [category.slug, category.id]));
  const subIds = new Map(
    categoryBody.data.flatMap((category) =>
      category.sub_categories.map((sub) => [`${category.slug}/${sub.slug}`, sub.id] as const),
    ),
  );
  const brandIds = new Map<string, number>();
  const sellerIds = new Map<string, number>();
  for (const card of cards) {
    const seed = seedProduct(card.slug);
    brandIds.set(seed.brand, card.brand.id);
    sellerIds.set(seed.seller, card.seller.id);
  }
  if (
    brandIds.size > brands.length ||
    sellerIds.size > sellers.length ||
    categoryIds.size !== categories.length
  ) {
    throw new Error('Catalog ids do not line up with the seed');
  }
  return {
    cards: new Map(cards.map((card) => [card.id, card])),
    categoryId: (slug) => required(categoryIds, slug, 'category'),
    subCategoryId: (category, sub) => required(subIds, `${category}/${sub}`, 'sub-category'),
    brandId: (slug) => required(brandIds, slug, 'brand'),
    sellerId: (slug) => required(sellerIds, slug, 'seller'),
    seedOf: (card) => seedProduct(card.slug),
  };
}
