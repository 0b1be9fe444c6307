import type { ProductCard as ProductCardData } from '@coffee/contracts/catalog';
import type { Locale } from '@coffee/contracts/common';
import { CAROUSEL_SLIDE_SIZES, Carousel } from '@/components/ui/carousel';
import { SectionHeading } from '@/components/ui/section-heading';
import { ProductCard } from '@/features/catalog/product-card';

type RelatedProductsProps = { title: string; products: ProductCardData[]; locale: Locale };

/** "You may also like": the product page's carousel of related product cards. Nothing when there are none. */
export function RelatedProducts({ title, products, locale }: RelatedProductsProps) {
  if (products.length === 0) return null;
  return (
    <Carousel
      label={title}
      locale={locale}
      header={<SectionHeading id="related-products" title={title} />}
      className="mt-16"
    >
      {products.map((product) => (
        <ProductCard key={product.id} product={product} locale={locale} imageSizes={CAROUSEL_SLIDE_SIZES} />
      ))}
    </Carousel>
  );
}
