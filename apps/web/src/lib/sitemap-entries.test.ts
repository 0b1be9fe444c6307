import { describe, expect, it } from 'vitest';
import { buildSitemapEntries, SITEMAP_URL_LIMIT } from './sitemap-entries';

const site = 'https://bunn.example';

describe('buildSitemapEntries', () => {
  it('lists the fixed pages, categories, sellers and products as absolute URLs', () => {
    const urls = buildSitemapEntries(site, { categoryIds: [1, 2], productIds: [76, 46], sellerIds: [3] }).map(
      (entry) => entry.url,
    );
    expect(urls).toEqual([
      site,
      `${site}/products`,
      `${site}/offers`,
      `${site}/coffe-shops`,
      `${site}/products?category=1`,
      `${site}/products?category=2`,
      `${site}/seller-profile/3`,
      `${site}/single-product/76`,
      `${site}/single-product/46`,
      `${site}/blog`,
      `${site}/blog/articles`,
      `${site}/blog/reviews`,
      `${site}/blog/videos`,
      `${site}/recipes`,
      `${site}/about-us`,
      `${site}/contact-us`,
      `${site}/become-partner`,
      `${site}/privacy-policy`,
      `${site}/terms-and-conditions`,
    ]);
  });

  it('lists each post at its own path, and each recipe', () => {
    const urls = buildSitemapEntries(
      site,
      { categoryIds: [], productIds: [], sellerIds: [] },
      {
        posts: [
          { id: 1, type: 'article' },
          { id: 2, type: 'review' },
          { id: 3, type: 'video' },
        ],
        recipeIds: [7],
      },
    ).map((entry) => entry.url);
    expect(urls.slice(-4)).toEqual([
      `${site}/articles/1`,
      `${site}/blog/reviews/2`,
      `${site}/videos/3`,
      `${site}/single-recipe/7`,
    ]);
  });

  it('lists every URL once', () => {
    const urls = buildSitemapEntries(site, { categoryIds: [1], productIds: [5, 6], sellerIds: [2] }).map(
      (entry) => entry.url,
    );
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('never exceeds what one sitemap file may hold', () => {
    const productIds = Array.from({ length: SITEMAP_URL_LIMIT + 10 }, (_, i) => i + 1);
    expect(buildSitemapEntries(site, { categoryIds: [], productIds, sellerIds: [] })).toHaveLength(
      SITEMAP_URL_LIMIT,
    );
  });
});
