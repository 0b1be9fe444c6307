import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ProductEditPage } from '@/features/admin/catalog/product-edit-page';
import { routing } from '@/i18n/routing';
import { adminPaths, getProductEditPath } from '@/lib/backoffice-routes';
import { getPageMetadata } from '@/lib/seo';

type PageProps = { params: Promise<{ locale: string; id: string }> };

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale, id } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'AdminCatalog' });
  const path = /^\d{1,9}$/.test(id) ? getProductEditPath('admin', Number(id)) : adminPaths.products;
  return getPageMetadata({ locale, title: t('editProduct'), path, noIndex: true });
}

/** One product's details, images and variants. */
export default async function AdminProductPage({ params }: PageProps) {
  const { locale, id } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  return <ProductEditPage area="admin" id={id} locale={locale} listPath={adminPaths.products} />;
}
