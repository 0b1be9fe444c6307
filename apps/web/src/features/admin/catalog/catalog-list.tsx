import type { BackofficeProduct } from '@coffee/contracts/backoffice';
import type { Locale } from '@coffee/contracts/common';
import { getTranslations } from 'next-intl/server';
import { isolated, UserText } from '@/components/ui/user-text';
import { Link } from '@/i18n/navigation';
import { getProductEditPath } from '@/lib/backoffice-routes';
import { formatNumber } from '@/lib/format/number';
import { getPricingLabels } from './get-pricing-labels';
import { PricingForm } from './pricing-form';

/**
 * Products as cards, each with its price-and-stock form and one per variant beneath. Shared by the back office
 * (every seller's products, the seller named) and the seller portal (its own).
 */
export async function CatalogList({
  products,
  area,
  locale,
}: {
  products: BackofficeProduct[];
  area: 'admin' | 'seller';
  locale: Locale;
}) {
  const [t, catalogT, labels] = await Promise.all([
    getTranslations({ locale, namespace: 'Admin' }),
    getTranslations({ locale, namespace: 'AdminCatalog' }),
    getPricingLabels(locale),
  ]);
  return (
    <ul className="flex flex-col gap-4">
      {products.map((product) => (
        <li
          key={product.id}
          className="flex flex-col gap-4 rounded-card bg-white p-5 shadow-card ring-1 ring-crema-200"
        >
          <div className="flex items-center gap-4">
            {product.image ? (
              // biome-ignore lint/performance/noImgElement: a small thumbnail from the store's own media route
              <img
                src={product.image}
                alt=""
                width={56}
                height={56}
                className="size-14 rounded-xl object-cover"
              />
            ) : null}
            <div className="min-w-0 flex-1">
              <h2 className="font-bold text-espresso-900">
                <UserText>{product.name}</UserText>
              </h2>
              <p className="text-mocha-600 text-sm">
                {t('productNumber', { id: formatNumber(product.id, locale, 0) })}
                {area === 'admin' ? ` · ${t('soldBy', { seller: product.seller.name })}` : null}
              </p>
            </div>
            <Link
              href={getProductEditPath(area, product.id)}
              className="shrink-0 font-semibold text-sm underline"
              aria-label={`${catalogT('editProduct')} — ${isolated(product.name)}`}
            >
              {catalogT('editProduct')}
            </Link>
          </div>
          <PricingForm
            area={area}
            target={{ kind: 'products', id: product.id, name: product.name }}
            initial={product}
            locale={locale}
            labels={labels}
          />
          {product.variants.length > 0 ? (
            <ul className="flex flex-col gap-4 border-crema-200 border-s-4 ps-4">
              {product.variants.map((variant) => (
                <li key={variant.id} className="flex flex-col gap-2">
                  <h3 className="font-semibold text-espresso-900 text-sm">
                    <UserText>{variant.name}</UserText>
                  </h3>
                  <PricingForm
                    area={area}
                    target={{ kind: 'variants', id: variant.id, name: `${product.name} — ${variant.name}` }}
                    initial={variant}
                    locale={locale}
                    labels={labels}
                  />
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
