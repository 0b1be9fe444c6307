import 'server-only';
import { CategoriesResponse, type Category } from '@coffee/contracts/catalog';
import type { Locale } from '@coffee/contracts/common';
import { apiGet } from './client';

export const CATALOG_TAG = 'catalog';

/** Every category with its sub-categories, names in the given language. */
export async function getCategories(locale: Locale): Promise<Category[]> {
  const { data } = await apiGet('/categories', { show_sub: true }, CategoriesResponse, {
    locale,
    tags: [CATALOG_TAG, `${CATALOG_TAG}:categories`],
  });
  return data;
}
