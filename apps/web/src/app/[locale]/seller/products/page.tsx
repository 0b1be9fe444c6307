import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CatalogPage } from '@/features/admin/catalog/catalog-page';
import { routing } from '@/i18n/routing';
import { sellerPaths } from '@/lib/backoffice-routes';
import { getPageMetadata } from '@/lib/seo';

type PageProps = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'Admin' });
  return getPageMetadata({ locale, title: t('myProducts'), path: sellerPaths.products, noIndex: true });
}

/** The seller's own products: price, stock and publishing (the API keeps it to its own). */
export default async function SellerProductsPage({ params, searchParams }: PageProps) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  return (
    <CatalogPage area="seller" path={sellerPaths.products} search={await searchParams} locale={locale} />
  );
}
