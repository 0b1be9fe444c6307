import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CsvImport } from '@/features/admin/catalog/csv-import';
import { getCatalogLabels } from '@/features/admin/kit/get-catalog-labels';
import { Link } from '@/i18n/navigation';
import { routing } from '@/i18n/routing';
import { sellerPaths } from '@/lib/backoffice-routes';
import { getPageMetadata } from '@/lib/seo';

type PageProps = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'AdminCatalog' });
  return getPageMetadata({ locale, title: t('csvTitle'), path: sellerPaths.productsCsv, noIndex: true });
}

/** Prices and stock exported and imported as CSV, the caller's own rows only. */
export default async function SellerProductsCsvPage({ params }: PageProps) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const labels = await getCatalogLabels(locale);
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-2">
        <Link href={sellerPaths.products} className="text-mocha-600 text-sm underline">
          {labels.backToProducts}
        </Link>
        <h1 className="font-bold text-3xl text-espresso-900">{labels.csvTitle}</h1>
        <p className="text-mocha-600">{labels.csvDescription}</p>
      </header>
      <CsvImport area="seller" locale={locale} labels={labels} />
    </div>
  );
}
