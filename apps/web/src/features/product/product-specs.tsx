import type { ProductDetail } from '@coffee/contracts/catalog';
import type { Locale } from '@coffee/contracts/common';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Link } from '@/i18n/navigation';
import { formatWeight } from '@/lib/format/weight';
import { getProductsPath, getSellerPath } from '@/lib/routes';

type ProductSpecsProps = {
  product: ProductDetail;
  /** False when size variants already say how much (the product's own weight is only its smallest size). */
  showWeight?: boolean;
  locale: Locale;
};

const linkClass = 'text-caramel-700 underline-offset-4 hover:text-espresso-900 hover:underline';

/** The facts a shopper compares: brand, weight, category, who sells it. */
export async function ProductSpecs({ product, showWeight = true, locale }: ProductSpecsProps) {
  const t = await getTranslations({ locale, namespace: 'Product' });
  const { category, sub_category: subCategory } = product;
  const rows: { term: string; value: ReactNode }[] = [
    { term: t('brand'), value: product.brand.name },
    ...(showWeight
      ? [{ term: t('weight'), value: formatWeight(product.weight, product.weight_unit, locale) }]
      : []),
    {
      term: t('category'),
      value: (
        <Link href={getProductsPath({ category: category.id })} className={linkClass}>
          {category.name}
        </Link>
      ),
    },
    {
      term: t('subCategory'),
      value: (
        <Link
          href={getProductsPath({ category: category.id, subCategory: subCategory.id })}
          className={linkClass}
        >
          {subCategory.name}
        </Link>
      ),
    },
    {
      term: t('soldBy'),
      value: (
        <Link href={getSellerPath(product.seller.id)} className={linkClass}>
          {product.seller.name}
        </Link>
      ),
    },
  ];

  return (
    <dl className="mt-4 divide-y divide-crema-200 overflow-hidden rounded-card bg-white ring-1 ring-crema-200">
      {rows.map(({ term, value }) => (
        <div key={term} className="grid grid-cols-[minmax(7rem,35%)_1fr] gap-4 px-5 py-3.5 text-sm">
          <dt className="font-semibold text-mocha-700">{term}</dt>
          <dd className="text-espresso-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
