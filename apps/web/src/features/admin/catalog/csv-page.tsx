import type { Locale } from '@coffee/contracts/common';
import { Link } from '@/i18n/navigation';
import { adminPaths, sellerPaths } from '@/lib/backoffice-routes';
import { getCatalogLabels } from '../kit/get-catalog-labels';
import { CsvImport } from './csv-import';

/** Prices and stock exported and imported as CSV: every seller's in the back office, its own in the seller portal. */
export async function CsvPage({ area, locale }: { area: 'admin' | 'seller'; locale: Locale }) {
  const labels = await getCatalogLabels(locale);
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-2">
        <Link
          href={area === 'admin' ? adminPaths.products : sellerPaths.products}
          className="text-mocha-600 text-sm underline"
        >
          {labels.backToProducts}
        </Link>
        <h1 className="font-bold text-3xl text-espresso-900">{labels.csvTitle}</h1>
        <p className="text-mocha-600">{labels.csvDescription}</p>
      </header>
      <CsvImport area={area} locale={locale} labels={labels} />
    </div>
  );
}
