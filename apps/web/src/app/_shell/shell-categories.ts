import 'server-only';
import type { Category } from '@coffee/contracts/catalog';
import type { Locale } from '@coffee/contracts/common';
import { cache } from 'react';
import { getCategories } from '@/lib/api/catalog';
import { reportLeftOut } from '@/lib/api/left-out';
import { sortByText } from '@/lib/i18n/collate';

/**
 * Categories for the navbar and footer, sub-categories in the page locale's alphabetical order (Arabic
 * collation on Arabic pages). Memoized per request: header and footer share one call. A failing API leaves
 * the shell without categories instead of taking every page (and the error page) down with it.
 */
export const getShellCategories = cache(async (locale: Locale): Promise<Category[]> => {
  try {
    const categories = await getCategories(locale);
    return categories.map((category) => ({
      ...category,
      sub_categories: sortByText(category.sub_categories, (sub) => sub.sub_category, locale),
    }));
  } catch (error) {
    reportLeftOut('Navbar categories unavailable', error);
    return [];
  }
});
