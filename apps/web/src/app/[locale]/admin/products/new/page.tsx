import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ProductEditPage } from '@/features/admin/catalog/product-edit-page';
import { routing } from '@/i18n/routing';
import { adminPaths } from '@/lib/backoffice-routes';
import { getPageMetadata } from '@/lib/seo';

type PageProps = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'AdminCatalog' });
  return getPageMetadata({ locale, title: t('newProductTitle'), path: adminPaths.newProduct, noIndex: true });
}

/** A new product, for any seller (the layout checked the role). */
export default async function AdminNewProductPage({ params }: PageProps) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  return <ProductEditPage area="admin" locale={locale} listPath={adminPaths.products} />;
}
