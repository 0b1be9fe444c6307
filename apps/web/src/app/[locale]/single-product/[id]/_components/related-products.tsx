import type { ProductCard as ProductCardData } from '@coffee/contracts/catalog';
import type { Locale } from '@coffee/contracts/common';
import { Carousel, PRODUCT_CAROUSEL_CARDS } from '@/components/ui/carousel';
import { SectionHeading } from '@/components/ui/section-heading';
import type { SlotsFor } from '../../../_components/product-card-slots';
import { productCards } from '../../../_components/product-cards';

type RelatedProductsProps = {
  title: string;
  products: ProductCardData[];
  locale: Locale;
  /** The heart and add-to-cart control of each card. */
  slotsFor?: SlotsFor;
};

/** "You may also like": the product page's carousel of related product cards. Nothing when there are none. */
export function RelatedProducts({ title, products, locale, slotsFor }: RelatedProductsProps) {
  if (products.length === 0) return null;
  return (
    <Carousel
      id="related-products"
      label={title}
      locale={locale}
      header={<SectionHeading id="related-products" title={title} />}
      className="mt-16"
    >
      {productCards(products.slice(0, PRODUCT_CAROUSEL_CARDS), locale, slotsFor)}
    </Carousel>
  );
}
