import type { Locale } from '@coffee/contracts/common';
import { notFound } from 'next/navigation';
import { Link } from '@/i18n/navigation';
import { getCatalogOptions, getEditableProduct } from '@/lib/api/backoffice-catalog';
import { fillTemplate } from '@/lib/i18n/fill-template';
import { getCatalogLabels } from '../kit/get-catalog-labels';
import { ProductForm } from './product-form';
import { ProductImages } from './product-images';
import { ProductVariants } from './product-variants';

/**
 * A product's page in the back office or the seller portal: its details, then (once it exists) its images
 * and variants. `id` absent: a new product. Another seller's product is the store's 404.
 */
export async function ProductEditPage({
  area,
  id,
  locale,
  listPath,
}: {
  area: 'admin' | 'seller';
  id?: string;
  locale: Locale;
  listPath: string;
}) {
  const [product, options, labels] = await Promise.all([
    id === undefined ? Promise.resolve(undefined) : getEditableProduct(area, id, locale),
    getCatalogOptions(area, locale),
    getCatalogLabels(locale),
  ]);
  if (product === null) notFound();
  const name = product ? (locale === 'ar' ? product.name_ar : product.name_en) : '';
  return (
    <div className="flex flex-col gap-8">
      <header className="flex flex-col gap-2">
        <Link href={listPath} className="text-mocha-600 text-sm underline">
          {labels.backToProducts}
        </Link>
        <h1 className="font-bold text-3xl text-espresso-900">
          {product ? fillTemplate(labels.editProductTitle, { name }) : labels.newProductTitle}
        </h1>
      </header>
      <ProductForm area={area} product={product} options={options} locale={locale} labels={labels} />
      {product ? (
        <>
          <ProductImages area={area} product={product} locale={locale} labels={labels} />
          <ProductVariants area={area} product={product} locale={locale} labels={labels} />
        </>
      ) : null}
    </div>
  );
}
