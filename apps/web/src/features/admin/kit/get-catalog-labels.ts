import 'server-only';
import type { Locale } from '@coffee/contracts/common';
import { getMessages } from 'next-intl/server';
import type { CatalogLabels } from './catalog-labels';

/** The `AdminCatalog` messages in the page's language, raw (templates keep their `{placeholders}`). */
export async function getCatalogLabels(locale: Locale): Promise<CatalogLabels> {
  const messages = (await getMessages({ locale })) as { AdminCatalog: CatalogLabels };
  return messages.AdminCatalog;
}
