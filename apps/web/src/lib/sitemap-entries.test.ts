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
