import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ProductEditPage } from '@/features/admin/catalog/product-edit-page';
import { routing } from '@/i18n/routing';
import { getProductEditPath, sellerPaths } from '@/lib/backoffice-routes';
import { getPageMetadata } from '@/lib/seo';

type PageProps = { params: Promise<{ locale: string; id: string }> };

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale, id } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'AdminCatalog' });
  const path = /^\d{1,9}$/.test(id) ? getProductEditPath('seller', Number(id)) : sellerPaths.products;
  return getPageMetadata({ locale, title: t('editProduct'), path, noIndex: true });
}

/** One product's details, images and variants; another seller's is a 404. */
export default async function SellerProductPage({ params }: PageProps) {
  const { locale, id } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  return <ProductEditPage area="seller" id={id} locale={locale} listPath={sellerPaths.products} />;
}
