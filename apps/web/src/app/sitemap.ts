import type { MetadataRoute } from 'next';
import { getContentIndex } from '@/lib/api/blog';
import { getCatalogIndex, getCategories } from '@/lib/api/catalog';
import { env } from '@/lib/env';
import { buildSitemapEntries, SITEMAP_URL_LIMIT } from '@/lib/sitemap-entries';

// Built per request from the API (whose answers are cached for an hour), never at build time: `next build`
// must pass with the API down, and SITE_URL is the running store's.
export const dynamic = 'force-dynamic';

/** Room left for the fixed pages, categories and sellers in the one sitemap file. */
const MAX_PRODUCTS = SITEMAP_URL_LIMIT - 1_000;

/**
 * /sitemap.xml. URLs carry no language (the cookie picks it), so English names are enough to list them. A
 * catalog past ~49,000 products needs `generateSitemaps` (one file per 50,000 URLs); until then the newest
 * products are listed and the rest reported in the log.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [categories, index, content] = await Promise.all([
    getCategories('en'),
    getCatalogIndex('en', MAX_PRODUCTS),
    // The blog is not worth a failed sitemap: without it, the catalog is still listed.
    getContentIndex('en').catch((error: unknown) => {
      console.error('sitemap.xml lists no posts or recipes', error);
      return undefined;
    }),
  ]);
  if (index.truncated) console.warn(`sitemap.xml lists only the newest ${MAX_PRODUCTS} products`);
  return buildSitemapEntries(
    env.SITE_URL,
    {
      categoryIds: categories.map((category) => category.id),
      productIds: index.productIds,
      sellerIds: index.sellerIds,
    },
    content,
  );
}
