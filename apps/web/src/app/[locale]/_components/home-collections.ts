import 'server-only';
import type { ProductCard } from '@coffee/contracts/catalog';
import type { Locale } from '@coffee/contracts/common';
import { PRODUCT_CAROUSEL_CARDS } from '@/components/ui/carousel';
import { distinctAcrossLists } from '@/features/home/distinct-lists';
import { getProductCollection, type ProductCollectionName } from '@/lib/api/collections';
import { reportLeftOut } from '@/lib/api/left-out';

/** The home page's product carousels, in the page's order. */
export const HOME_COLLECTIONS = ['featured', 'top-rated', 'most-recent'] as const;
export type HomeCollection = (typeof HOME_COLLECTIONS)[number] & ProductCollectionName;

/**
 * A section whose data fails to load is left out (and logged) rather than failing the whole page.
 */
export async function orEmpty<T>(section: string, load: Promise<T[]>): Promise<T[]> {
  try {
    return await load;
  } catch (error) {
    reportLeftOut(`home: the ${section} section is left out`, error);
    return [];
  }
}

/**
 * The cards of each home carousel: each product once, in its first carousel. Each collection is fetched a
 * little longer (12), so that removing products an earlier carousel already shows still leaves a full one.
 * The page and the carousels' later slides (loadLaterCards) both read it, so they agree on every card.
 */
export async function getHomeCollections(locale: Locale): Promise<Record<HomeCollection, ProductCard[]>> {
  const lists = await Promise.all(
    HOME_COLLECTIONS.map((name) => orEmpty(name, getProductCollection(name, locale))),
  );
  const shown = distinctAcrossLists(lists).map((products) => products.slice(0, PRODUCT_CAROUSEL_CARDS));
  return Object.fromEntries(HOME_COLLECTIONS.map((name, index) => [name, shown[index] ?? []])) as Record<
    HomeCollection,
    ProductCard[]
  >;
}
