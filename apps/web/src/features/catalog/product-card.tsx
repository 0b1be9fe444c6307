import type { ProductCard as ProductCardData } from '@coffee/contracts/catalog';
import type { Locale } from '@coffee/contracts/common';
import { clsx } from 'clsx';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { RatingStars } from '@/components/ui/rating-stars';
import { UserText } from '@/components/ui/user-text';
import { Link } from '@/i18n/navigation';
import { discountPercent } from '@/lib/format/money';
import { formatNumber, formatPercent } from '@/lib/format/number';
import { formatWeight } from '@/lib/format/weight';
import { getProductPath } from '@/lib/routes';
import { truncateName } from './product-card-text';
import { ProductImage } from './product-image';
import { ProductImagePlaceholder } from './product-image-placeholder';
import { ProductPrice } from './product-price';

/**
 * Card width in a ProductGrid: half the screen on phones, a third on tablets, at most a quarter of the
 * 1550 px container on wide screens (a little less beside the shop's filter panel). Carousels pass their own.
 */
export const PRODUCT_CARD_SIZES =
  '(min-width: 1550px) 360px, (min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw';

export type ProductCardProps = {
  product: ProductCardData;
  locale: Locale;
  /** The card is in the first screenful (likely the page's largest picture): load its image at once. */
  priority?: boolean;
  /** The image's `sizes`, when the card is laid out otherwise than in a ProductGrid (a carousel…). */
  imageSizes?: string;
  /**
   * Drawn over the image's top end corner, above the card's link so it stays clickable on its own:
   * the place of the wishlist heart (signed-in shoppers only, from the wishlist issue).
   */
  imageAction?: ReactNode;
  /**
   * Drawn at the foot of the card, under the price, above the card's link: the place of the add-to-cart
   * control (from the cart issue). A product with stock ≤ 0 cannot be added; the control decides.
   */
  children?: ReactNode;
};

/**
 * A product in a list: picture, badges, seller, name, rating, weight and price; the whole card links to
 * the product's page. Server component, picture included: a card hydrates nothing of its own (the heart and
 * the add-to-cart control in its slots are the caller's).
 */
export async function ProductCard({
  product,
  locale,
  priority = false,
  imageSizes = PRODUCT_CARD_SIZES,
  imageAction,
  children,
}: ProductCardProps) {
  const t = await getTranslations({ locale, namespace: 'ProductCard' });
  const name = truncateName(product.name);
  const image = product.img || product.images[0];
  const outOfStock = product.stock <= 0;
  const percentOff = discountPercent(product.price, product.beforeDiscount);

  return (
    // NOTE: no id-based labelling: one product can sit in two lists of a page (home sliders), and ids must
    // stay unique.
    <article className="group product-card">
      <div className="product-frame">
        <div className={clsx('product-pic bg-product-placeholder', outOfStock && 'opacity-60 grayscale')}>
          {image ? (
            <ProductImage
              src={image}
              alt=""
              sizes={imageSizes}
              priority={priority}
              className="object-cover"
            />
          ) : (
            <ProductImagePlaceholder />
          )}
        </div>

        <div className="product-badges">
          {percentOff > 0 ? (
            <span className="badge-sale">
              <span aria-hidden="true">
                {t('discountBadge', { percent: formatPercent(percentOff, locale) })}
              </span>
              <span className="sr-only">
                {t('discountLabel', { percent: formatPercent(percentOff, locale) })}
              </span>
            </span>
          ) : null}
          {product.badgeContent ? (
            <span className="rounded-full bg-espresso-900 px-2.5 py-1 font-semibold text-cream-50 text-xs">
              {product.badgeContent}
            </span>
          ) : null}
        </div>

        {outOfStock ? (
          <p className="absolute inset-x-0 bottom-0 bg-espresso-900/85 py-1.5 text-center font-semibold text-cream-50 text-sm">
            {t('outOfStock')}
          </p>
        ) : null}

        {imageAction ? <div className="product-action">{imageAction}</div> : null}
      </div>

      <div className="product-body">
        <p className="product-seller">
          <span className="sr-only">{t('soldBy')} </span>
          <UserText>{product.seller.name}</UserText>
        </p>
        <h3 className="product-name">
          <Link
            href={getProductPath(product.id)}
            title={name === product.name ? undefined : product.name}
            className="card-link"
          >
            <UserText>{name}</UserText>
          </Link>
        </h3>

        <div className="product-meta">
          {product.reviews_count > 0 ? (
            <span className="inline-flex items-center gap-1.5">
              <RatingStars
                value={product.rate}
                label={t('rated', { rating: formatNumber(product.rate, locale) })}
                className="text-sm"
              />
              <span className="text-mocha-600">
                <span aria-hidden="true">({formatNumber(product.reviews_count, locale)})</span>
                <span className="sr-only">
                  {t('reviews', {
                    count: product.reviews_count,
                    formatted: formatNumber(product.reviews_count, locale),
                  })}
                </span>
              </span>
            </span>
          ) : (
            <span className="text-mocha-600">{t('noReviews')}</span>
          )}
          <span className="text-mocha-600">
            <span className="sr-only">{t('weight')} </span>
            {formatWeight(product.weight, product.weight_unit, locale)}
          </span>
        </div>

        <ProductPrice
          price={product.price}
          beforeDiscount={product.beforeDiscount}
          locale={locale}
          labels={{ price: t('price'), beforeDiscount: t('beforeDiscount') }}
          from={
            product.price_from === null
              ? null
              : { price: product.price_from, label: t.raw('priceFrom') as string }
          }
          className="mt-auto pt-1"
        />

        {children ? <div className="relative z-10 pt-2">{children}</div> : null}
      </div>
    </article>
  );
}
