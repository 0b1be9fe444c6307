import 'server-only';
import type { Locale } from '@coffee/contracts/common';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

export const OPEN_GRAPH_LOCALES: Record<Locale, string> = { en: 'en_US', ar: 'ar_EG' };

export type PageMetadataInput = {
  locale: Locale;
  /** The page's own title; the layout's template appends the store name ("Coffee | Bunn"). */
  title: string;
  /** Defaults to the store's description. Keep it under ~160 characters. */
  description?: string;
  /** The page's path with any query that makes it a distinct page (`/products?category=3`); canonical URL. */
  path: string;
  /** Image paths (`/media/…`) or absolute URLs, for link previews; the first is the main one. */
  images?: string[];
  type?: 'website' | 'article';
  /** Keep the page out of search results (checkout, profile, search results). */
  noIndex?: boolean;
};

/**
 * Title, description, canonical URL and Open Graph/Twitter data for one page, in the page's language, for
 * a page's `generateMetadata`. Relative paths become absolute against SITE_URL (`metadataBase`, set in
 * the layout). Open Graph is rebuilt whole because Next.js replaces, never merges, a parent's `openGraph`.
 */
export async function getPageMetadata({
  locale,
  title,
  description,
  path,
  images = [],
  type = 'website',
  noIndex = false,
}: PageMetadataInput): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  const siteName = t('siteName');
  const text = description ?? t('description');
  const otherLocale: Locale = locale === 'ar' ? 'en' : 'ar';
  return {
    title,
    description: text,
    alternates: { canonical: path },
    openGraph: {
      type,
      siteName,
      title: `${title} | ${siteName}`,
      description: text,
      url: path,
      locale: OPEN_GRAPH_LOCALES[locale],
      alternateLocale: OPEN_GRAPH_LOCALES[otherLocale],
      images: images.map((url) => ({ url })),
    },
    twitter: {
      card: images.length > 0 ? 'summary_large_image' : 'summary',
      title: `${title} | ${siteName}`,
      description: text,
      images,
    },
    robots: noIndex ? { index: false, follow: true } : undefined,
  };
}
