import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { imageProps } from '@/components/ui/image';
import { RatingStars } from '@/components/ui/rating-stars';
import { AddToCart } from '@/features/cart/add-to-cart';
import { getCartControlLabels } from '@/features/cart/get-cart-control-labels';
import { toCartItem } from '@/features/cart/to-cart-product';
import { getReviewFormLabels } from '@/features/product/get-review-form-labels';
import { ProductGallery } from '@/features/product/product-gallery';
import { ProductPrice } from '@/features/product/product-price';
import { ProductSeller } from '@/features/product/product-seller';
import { ProductSpecs } from '@/features/product/product-specs';
import { RatingSummary } from '@/features/product/rating-summary';
import { ReviewEntry } from '@/features/product/review-entry';
import { ReviewList } from '@/features/product/review-list';
import { StockStatus } from '@/features/product/stock-status';
import { VariantPicker } from '@/features/product/variant-picker';
import { getOffer, pickVariant } from '@/features/product/variants';
import { getWishlistLabels } from '@/features/wishlist/get-wishlist-labels';
import { WishlistButton } from '@/features/wishlist/wishlist-button';
import { routing } from '@/i18n/routing';
import { getProduct } from '@/lib/api/product';
import { formatNumber } from '@/lib/format/number';
import { toSnippet } from '@/lib/format/snippet';
import { formatWeight } from '@/lib/format/weight';
import { getValidationMessages } from '@/lib/forms/get-validation-messages';
import { parseRouteId } from '@/lib/route-id';
import { getProductPath, getProductsPath, homePath } from '@/lib/routes';
import { getPageMetadata } from '@/lib/seo';
import { getProductCardSlots } from '../../_components/product-card-slots';
import { RelatedProducts } from './_components/related-products';

/** The gallery's main picture: full width on phones, about half the page beside the details. */
const GALLERY_SIZES = '(min-width: 1550px) 700px, (min-width: 1024px) 45vw, 100vw';

type ProductPageProps = {
  params: Promise<{ locale: string; id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

async function loadProduct(params: ProductPageProps['params']) {
  const { locale, id } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  const productId = parseRouteId(id);
  if (productId === undefined) notFound();
  // NOTE: per request, never at build time (`next build` runs without the API); the API answer itself is
  // shared for 60 s through the data cache (src/lib/api/client.ts).
  await connection();
  const product = await getProduct(productId, locale);
  if (!product) notFound();
  return { locale, product };
}

export async function generateMetadata({ params }: Pick<ProductPageProps, 'params'>): Promise<Metadata> {
  const { locale, product } = await loadProduct(params);
  return getPageMetadata({
    locale,
    title: product.name,
    description: toSnippet(product.description),
    path: getProductPath(product.id),
    images: product.images.length > 0 ? product.images : [product.img].filter(Boolean),
  });
}

export default async function ProductPage({ params, searchParams }: ProductPageProps) {
  const { locale, product } = await loadProduct(params);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'Product' });
  const [tReviews, tBreadcrumb, tCart, cartLabels, wishlistLabels, slotsFor, reviewLabels, validation] =
    await Promise.all([
      getTranslations({ locale, namespace: 'Reviews' }),
      getTranslations({ locale, namespace: 'Breadcrumb' }),
      getTranslations({ locale, namespace: 'Cart' }),
      getCartControlLabels(locale),
      getWishlistLabels(locale),
      getProductCardSlots(locale),
      getReviewFormLabels(locale),
      getValidationMessages(locale),
    ]);

  const requested = (await searchParams).variant;
  const variant = pickVariant(product.variants, Array.isArray(requested) ? requested[0] : requested);
  const offer = getOffer(product, variant);
  const images = product.images.length > 0 ? product.images : product.img ? [product.img] : [];
  // A size variant ("500 g", "1 kg") already says how much; the product's own weight is its smallest size.
  const soldBySize = product.variants.some((item) => item.kind === 'size');
  const { rating_summary: summary } = product;

  return (
    <div className="mx-auto max-w-site px-4 pt-6 sm:px-6 lg:px-10">
      <Breadcrumb
        locale={locale}
        items={[
          { label: tBreadcrumb('home'), href: homePath },
          { label: product.category.name, href: getProductsPath({ category: product.category.id }) },
          {
            label: product.sub_category.name,
            href: getProductsPath({ category: product.category.id, subCategory: product.sub_category.id }),
          },
          { label: product.name },
        ]}
      />

      <div className="mt-6 grid gap-8 lg:grid-cols-2 lg:gap-14">
        <ProductGallery
          images={images}
          pictures={images.map((src, index) =>
            // NOTE: the first picture is the page's LCP element: preloaded; later ones load on demand.
            imageProps({ src, alt: '', fill: true, sizes: GALLERY_SIZES, preload: index === 0 }),
          )}
          label={t('galleryLabel')}
          imageAlts={images.map((_, index) =>
            t('imageAlt', {
              name: product.name,
              index: formatNumber(index + 1, locale),
              total: formatNumber(images.length, locale),
            }),
          )}
          thumbnailLabels={images.map((_, index) =>
            t('showImage', {
              index: formatNumber(index + 1, locale),
              total: formatNumber(images.length, locale),
            }),
          )}
        />

        <div className="flex flex-col gap-6">
          <div>
            <p className="flex flex-wrap items-center gap-2 text-sm">
              <span className="font-semibold text-caramel-700">{product.brand.name}</span>
              {product.badgeContent ? (
                <span className="rounded-full bg-espresso-900 px-2.5 py-0.5 font-semibold text-cream-50 text-xs">
                  {product.badgeContent}
                </span>
              ) : null}
            </p>
            <h1 className="mt-2 text-balance font-extrabold text-3xl text-espresso-900 leading-tight sm:text-4xl">
              {product.name}
            </h1>
            <p className="mt-3 flex flex-wrap items-center gap-2 text-sm">
              {summary.count > 0 ? (
                <>
                  <RatingStars
                    value={summary.average}
                    label={tReviews('rated', { rating: formatNumber(summary.average, locale) })}
                    className="text-base"
                  />
                  <a
                    href="#reviews"
                    className="text-mocha-600 underline-offset-4 hover:text-espresso-900 hover:underline"
                  >
                    {tReviews('count', {
                      count: summary.count,
                      formatted: formatNumber(summary.count, locale),
                    })}
                  </a>
                </>
              ) : (
                <span className="text-mocha-600">{tReviews('none')}</span>
              )}
            </p>
          </div>

          {/* Announced when a variant link re-renders the page with another price or stock. */}
          <div aria-live="polite" className="space-y-2 border-crema-200 border-y py-5">
            <ProductPrice price={offer.price} beforeDiscount={offer.beforeDiscount} locale={locale} />
            <div className="flex flex-wrap items-center gap-x-5 gap-y-2">
              <StockStatus stock={offer.stock} locale={locale} />
              {soldBySize ? null : (
                <p className="text-mocha-600 text-sm">
                  {t('weightValue', { weight: formatWeight(product.weight, product.weight_unit, locale) })}
                </p>
              )}
            </div>
          </div>

          <VariantPicker
            variants={product.variants}
            selectedId={variant?.id ?? null}
            productId={product.id}
            locale={locale}
          />

          {/* The chosen variant's line (its price and stock); another variant is another line. */}
          <div className="flex flex-wrap items-center gap-3">
            <AddToCart
              item={toCartItem(product, variant)}
              locale={locale}
              labels={cartLabels}
              placement="page"
              viewCartLabel={tCart('viewCart')}
            />
            <WishlistButton productId={product.id} locale={locale} labels={wishlistLabels} />
          </div>

          <ProductSeller seller={product.seller} locale={locale} />
        </div>
      </div>

      <div className="mt-16 grid gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-14">
        <section aria-labelledby="product-description">
          <h2
            id="product-description"
            className="text-balance font-bold text-2xl text-espresso-900 sm:text-3xl"
          >
            {t('description')}
          </h2>
          <p className="mt-4 whitespace-pre-line text-pretty text-lg text-mocha-700 leading-relaxed">
            {product.description}
          </p>
        </section>
        <section aria-labelledby="product-details">
          <h2 id="product-details" className="text-balance font-bold text-2xl text-espresso-900 sm:text-3xl">
            {t('details')}
          </h2>
          <ProductSpecs product={product} showWeight={!soldBySize} locale={locale} />
        </section>
      </div>

      <section id="reviews" aria-labelledby="product-reviews" className="mt-16 scroll-mt-24">
        <h2 id="product-reviews" className="text-balance font-bold text-2xl text-espresso-900 sm:text-3xl">
          {tReviews('title')}
        </h2>
        {summary.count === 0 ? (
          <p className="mt-6 rounded-card bg-latte-100 p-8 text-center text-mocha-700">{tReviews('empty')}</p>
        ) : (
          <div className="mt-6 grid gap-8 lg:grid-cols-[22rem_minmax(0,1fr)] lg:gap-14">
            <div>
              <RatingSummary summary={summary} locale={locale} />
            </div>
            <div>
              <ReviewList reviews={product.reviews} locale={locale} />
              {product.reviews.length < summary.count ? (
                <p className="mt-4 text-mocha-600 text-sm">
                  {tReviews('latestOf', {
                    shown: product.reviews.length,
                    total: summary.count,
                    shownFormatted: formatNumber(product.reviews.length, locale),
                    totalFormatted: formatNumber(summary.count, locale),
                  })}
                </p>
              ) : null}
            </div>
          </div>
        )}
        <ReviewEntry
          productId={product.id}
          locale={locale}
          labels={reviewLabels}
          validationMessages={validation}
        />
      </section>

      <RelatedProducts
        title={t('relatedTitle')}
        products={product.related}
        locale={locale}
        slotsFor={slotsFor}
      />
    </div>
  );
}
