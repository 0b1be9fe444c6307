import type { ProductCard as ProductCardData } from '@coffee/contracts/catalog';
import type { Locale } from '@coffee/contracts/common';
import { CAROUSEL_SLIDE_SIZES } from '@/components/ui/carousel';
import { ProductCard } from '@/features/catalog/product-card';
import type { SlotsFor } from './product-card-slots';

/** The cards of a product carousel, each with its heart and add-to-cart control. */
export function productCards(products: ProductCardData[], locale: Locale, slotsFor?: SlotsFor) {
  return products.map((product) => {
    const slots = slotsFor?.(product);
    return (
      <ProductCard
        key={product.id}
        product={product}
        locale={locale}
        imageSizes={CAROUSEL_SLIDE_SIZES}
        imageAction={slots?.imageAction}
      >
        {slots?.children}
      </ProductCard>
    );
  });
}
