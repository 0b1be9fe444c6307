'use server';

import type { Locale } from '@coffee/contracts/common';
import { updateTag } from 'next/cache';
import { getBackofficeMe } from '@/lib/api/backoffice';
import { CATALOG_TAG } from '@/lib/api/catalog';
import { CONTENT_TAG } from '@/lib/api/content';

/**
 * After a saved price, stock or publishing change: the storefront's cached catalog answers expire at once,
 * so the next page load shows the change rather than up to a minute later. Only someone the API knows as
 * staff, admin or seller may call it (a server action is reachable by anyone who finds it).
 */
export async function refreshStorefront(locale: Locale): Promise<void> {
  if (!(await getBackofficeMe(locale))) return;
  updateTag(CATALOG_TAG);
}

/** After a change to the home page's sliders, advertisements or shipping steps: the same, for content. */
export async function refreshHomeContent(locale: Locale): Promise<void> {
  if (!(await getBackofficeMe(locale))) return;
  updateTag(CONTENT_TAG);
}
