import type { ProductCard, ProductListResponse } from '@coffee/contracts/catalog';
import type { Locale } from '@coffee/contracts/common';
import { getTranslations } from 'next-intl/server';
import { EmptyState } from '@/components/ui/empty-state';
import { primaryActionClass } from '@/components/ui/status-message';
import { type ProductCardSlots, ProductGrid } from '@/features/catalog/product-grid';
import { Link } from '@/i18n/navigation';
import { hasFilters } from '@/lib/shop-options';
import {
  changeShopParams,
  clearFilters,
  EMPTY_SHOP_PARAMS,
  getShopHref,
  type ShopParams,
} from '@/lib/shop-params';

/** Why a shop page lists nothing: each gets its own message and a way on. */
export type ShopEmptyReason = 'unknownCategory' | 'pastEnd' | 'noMatch';

type ShopEmptyStateProps = {
  reason: ShopEmptyReason;
  params: ShopParams;
  locale: Locale;
  pathname: string;
  /** What the API offers when a search found nothing: a respelling and popular products (no dead ends). */
  noResults?: ProductListResponse['no_results'];
  slotsFor?: (product: ProductCard) => ProductCardSlots;
};

const secondaryActionClass =
  'inline-flex items-center rounded-full px-6 py-3 font-semibold text-espresso-900 text-sm ring-1 ring-crema-300 transition-colors hover:bg-white';

export async function ShopEmptyState({
  reason,
  params,
  locale,
  pathname,
  noResults,
  slotsFor,
}: ShopEmptyStateProps) {
  const t = await getTranslations({ locale, namespace: 'Shop.empty' });
  const allProducts = getShopHref(EMPTY_SHOP_PARAMS);

  if (reason === 'unknownCategory') {
    return (
      <EmptyState
        title={t('unknownCategoryTitle')}
        description={t('unknownCategoryText')}
        action={
          <Link href={allProducts} className={primaryActionClass}>
            {t('browseAll')}
          </Link>
        }
      />
    );
  }

  if (reason === 'pastEnd') {
    return (
      <EmptyState
        title={t('pastEndTitle')}
        description={t('pastEndText')}
        action={
          <Link
            href={getShopHref(changeShopParams(params, { page: 1 }), pathname)}
            className={primaryActionClass}
          >
            {t('firstPage')}
          </Link>
        }
      />
    );
  }

  const filtered = hasFilters(params);
  const respelt = params.query ? noResults?.did_you_mean : null;
  const state = (
    <EmptyState
      title={
        params.query
          ? t('noResultsTitle', { query: params.query })
          : filtered
            ? t('noMatchTitle')
            : t('noProductsTitle')
      }
      description={params.query ? t('noResultsText') : filtered ? t('noMatchText') : t('noProductsText')}
      action={
        <>
          {respelt ? (
            <p className="basis-full text-center text-espresso-900">
              {t.rich('didYouMean', {
                suggestion: respelt,
                link: (chunks) => (
                  <Link
                    href={getShopHref(changeShopParams(params, { query: respelt }), pathname)}
                    className="font-semibold underline underline-offset-4"
                    data-testid="did-you-mean"
                  >
                    {chunks}
                  </Link>
                ),
              })}
            </p>
          ) : null}
          {filtered ? (
            <Link
              href={getShopHref(clearFilters(params), pathname)}
              scroll={false}
              className={primaryActionClass}
            >
              {t('clearFilters')}
            </Link>
          ) : null}
          {params.query || filtered ? (
            <Link href={allProducts} className={filtered ? secondaryActionClass : primaryActionClass}>
              {t('browseAll')}
            </Link>
          ) : null}
        </>
      }
    />
  );
  const popular = params.query ? (noResults?.popular ?? []) : [];
  if (popular.length === 0) return state;
  return (
    <div className="flex flex-col gap-8">
      {state}
      <section aria-labelledby="search-popular" className="flex flex-col gap-4">
        <h2 id="search-popular" className="font-display font-semibold text-espresso-900 text-xl">
          {t('popularTitle')}
        </h2>
        <ProductGrid products={popular} locale={locale} slotsFor={slotsFor} />
      </section>
    </div>
  );
}
