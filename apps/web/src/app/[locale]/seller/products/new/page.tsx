import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ProductEditPage } from '@/features/admin/catalog/product-edit-page';
import { routing } from '@/i18n/routing';
import { sellerPaths } from '@/lib/backoffice-routes';
import { getPageMetadata } from '@/lib/seo';

type PageProps = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'AdminCatalog' });
  return getPageMetadata({
    locale,
    title: t('newProductTitle'),
    path: sellerPaths.newProduct,
    noIndex: true,
  });
}

/** A new product of the caller's seller (the layout checked the role). */
export default async function SellerNewProductPage({ params }: PageProps) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  return <ProductEditPage area="seller" locale={locale} listPath={sellerPaths.products} />;
}
