import type { PageSlug } from '@coffee/contracts/blog';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { ShopBanner } from '@/features/shop/shop-banner';
import { routing } from '@/i18n/routing';
import { getStaticPage } from '@/lib/api/blog';
import { formatDate } from '@/lib/format/date-time';
import { homePath } from '@/lib/routes';
import { getPageMetadata } from '@/lib/seo';
import { RichText } from './rich-text';

export type StaticRouteProps = { params: Promise<{ locale: string }> };

async function loadPage(slug: PageSlug, params: StaticRouteProps['params']) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  const page = await getStaticPage(slug, locale);
  if (!page) notFound();
  return { locale, page };
}

export async function getStaticRouteMetadata(
  slug: PageSlug,
  { params }: StaticRouteProps,
): Promise<Metadata> {
  const { locale, page } = await loadPage(slug, params);
  return getPageMetadata({ locale, title: page.title, path: `/${slug}` });
}

/** A page kept in the API's `pages` table (about, privacy, terms), editable without a deploy. */
export async function StaticRoute({ slug, params }: StaticRouteProps & { slug: PageSlug }) {
  await connection();
  const { locale, page } = await loadPage(slug, params);
  setRequestLocale(locale);
  const [t, tb] = await Promise.all([
    getTranslations({ locale, namespace: 'Pages' }),
    getTranslations({ locale, namespace: 'Breadcrumb' }),
  ]);
  return (
    <div className="mx-auto flex max-w-site flex-col gap-6 px-4 py-6 sm:px-6 sm:py-8 lg:px-10">
      <Breadcrumb items={[{ label: tb('home'), href: homePath }, { label: page.title }]} locale={locale} />
      <ShopBanner title={page.title} />
      <div className="mx-auto w-full max-w-3xl rounded-card bg-white p-6 ring-1 ring-crema-200 sm:p-10">
        <RichText html={page.body} />
        <p className="mt-8 text-mocha-500 text-sm">
          {t('updated', { date: formatDate(page.updated_at, locale) })}
        </p>
      </div>
    </div>
  );
}
