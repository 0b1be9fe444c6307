'use server';

import type { Locale } from '@coffee/contracts/common';
import { updateTag } from 'next/cache';
import { getBackofficeMe } from '@/lib/api/backoffice';
import { CATALOG_TAG } from '@/lib/api/catalog';
import { CONTENT_TAG } from '@/lib/api/content';

/**
 * After a saved price, stock or publishing change (or a post, recipe or page): the storefront's cached
 * catalog (or content) answers expire at once, so the next page load shows the change rather than up to a
 * minute later. Only someone the API knows as staff, admin or seller may call it (a server action is
 * reachable by anyone who finds it).
 */
export async function refreshStorefront(
  locale: Locale,
  what: 'catalog' | 'content' = 'catalog',
): Promise<void> {
  if (!(await getBackofficeMe(locale))) return;
  updateTag(what === 'content' ? CONTENT_TAG : CATALOG_TAG);
}
