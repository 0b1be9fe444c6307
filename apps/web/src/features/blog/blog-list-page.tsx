import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { hasLocale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { routing } from '@/i18n/routing';
import { parseListPage } from '@/lib/list-page';
import { BlogList, type BlogListKey, getBlogListMetadata } from './blog-list';

/** What Next hands a blog list route (`/blog`, `/blog/articles`…). */
export type BlogRouteProps = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ page?: string | string[] }>;
};

export async function getBlogRouteMetadata(listKey: BlogListKey, props: BlogRouteProps): Promise<Metadata> {
  const { locale } = await props.params;
  if (!hasLocale(routing.locales, locale)) return {};
  return getBlogListMetadata(listKey, locale, parseListPage((await props.searchParams).page));
}

/** One blog list route's page; each route file names its list. */
export async function BlogRoute({
  listKey,
  params,
  searchParams,
}: BlogRouteProps & { listKey: BlogListKey }) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  // Rendered per request, never at build time: `next build` must pass with the API down.
  await connection();
  return <BlogList listKey={listKey} locale={locale} page={parseListPage((await searchParams).page)} />;
}
