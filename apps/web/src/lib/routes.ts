/** Storefront URLs, built in one place so links and the pages they point at cannot drift apart. */

export const homePath = '/';

/** `/products`, optionally filtered: the spec's `category` and `subCategory` query parameters. */
export function getProductsPath(filter: { category?: number; subCategory?: number } = {}): string {
  const query = new URLSearchParams();
  if (filter.category !== undefined) query.set('category', String(filter.category));
  if (filter.subCategory !== undefined) query.set('subCategory', String(filter.subCategory));
  const search = query.toString();
  return search ? `/products?${search}` : '/products';
}
