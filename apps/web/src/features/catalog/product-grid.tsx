import type { ProductCard as ProductCardData } from '@coffee/contracts/catalog';
import type { Locale } from '@coffee/contracts/common';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { ProductCard } from './product-card';

/** Cards drawn at start-up: two rows on a phone, the first row on a wide screen; the rest wait (defer-card). */
const EAGER_CARDS = 4;

/** What a list page may add to each card: see ProductCard's `imageAction` and `children`. */
export type ProductCardSlots = { imageAction?: ReactNode; children?: ReactNode };

type ProductGridProps = {
  products: ProductCardData[];
  locale: Locale;
  /** How many cards, from the first, load their pictures at once (the first screenful). Default 0. */
  priorityCount?: number;
  /** Per-product slots (wishlist heart, add-to-cart), once the cart and wishlist exist. */
  slotsFor?: (product: ProductCardData) => ProductCardSlots;
  className?: string;
};

/**
 * Product cards in a responsive list. Columns follow the width of the grid's own container (2, then 3
 * from 640 px, 4 from 1024 px of container), so the same grid fits beside a filter panel or full width.
 */
export function ProductGrid({ products, locale, priorityCount = 0, slotsFor, className }: ProductGridProps) {
  return (
    <div className={clsx('@container', className)}>
      <ul className="grid grid-cols-2 gap-3 sm:gap-5 @2xl:grid-cols-3 @5xl:grid-cols-4">
        {products.map((product, index) => {
          const slots = slotsFor?.(product);
          return (
            <li key={product.id} className={index < EAGER_CARDS ? undefined : 'defer-card'}>
              <ProductCard
                product={product}
                locale={locale}
                priority={index < priorityCount}
                imageAction={slots?.imageAction}
              >
                {slots?.children}
              </ProductCard>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
