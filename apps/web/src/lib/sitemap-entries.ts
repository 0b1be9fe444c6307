import type { MetadataRoute } from 'next';
import {
  getBlogPostPath,
  getProductPath,
  getProductsPath,
  getRecipePath,
  getSellerPath,
  homePath,
  sitePaths,
} from './routes';

/** A sitemap file holds at most 50,000 URLs. */
export const SITEMAP_URL_LIMIT = 50_000;

/** Pages that exist whatever the catalog holds, most important first. */
const FIXED_PATHS = [homePath, getProductsPath(), sitePaths.offers, sitePaths.coffeeShops];

/** The blog's lists, recipes and the store's own pages. */
const CONTENT_PATHS = [
  sitePaths.blog,
  sitePaths.blogArticles,
  sitePaths.blogReviews,
  sitePaths.blogVideos,
  sitePaths.recipes,
  sitePaths.aboutUs,
  sitePaths.contactUs,
  sitePaths.becomePartner,
  sitePaths.privacyPolicy,
  sitePaths.termsAndConditions,
];

/** Published posts and recipes, when the blog could be read. */
export type SitemapContent = {
  posts: { id: number; type: 'article' | 'review' | 'video' }[];
  recipeIds: number[];
};

export type SitemapCatalog = { categoryIds: number[]; productIds: number[]; sellerIds: number[] };

/**
 * The sitemap's URLs: home, the shop, offers, coffee shops, each category, seller and product. Each URL
 * appears once: both languages live on the same URL (the language comes from a cookie), so there are no
 * per-language alternates to list.
 */
export function buildSitemapEntries(
  siteUrl: string,
  catalog: SitemapCatalog,
  content: SitemapContent = { posts: [], recipeIds: [] },
): MetadataRoute.Sitemap {
  const entry = (path: string, priority: number): MetadataRoute.Sitemap[number] => ({
    url: path === homePath ? siteUrl : `${siteUrl}${path}`,
    priority,
  });
  return [
    ...FIXED_PATHS.map((path, index) => entry(path, index === 0 ? 1 : 0.9)),
    ...catalog.categoryIds.map((id) => entry(getProductsPath({ category: id }), 0.8)),
    ...catalog.sellerIds.map((id) => entry(getSellerPath(id), 0.6)),
    ...catalog.productIds.map((id) => entry(getProductPath(id), 0.7)),
    ...CONTENT_PATHS.map((path) => entry(path, 0.5)),
    ...content.posts.map((post) => entry(getBlogPostPath(post), 0.5)),
    ...content.recipeIds.map((id) => entry(getRecipePath(id), 0.5)),
  ].slice(0, SITEMAP_URL_LIMIT);
}
