import type { ProductCard as ProductCardData } from '@coffee/contracts/catalog';
import type { Locale } from '@coffee/contracts/common';
import { CAROUSEL_SLIDE_SIZES, Carousel } from '@/components/ui/carousel';
import { SectionHeading, SeeAllLink } from '@/components/ui/section-heading';
import { ProductCard } from '@/features/catalog/product-card';
import type { SlotsFor } from './product-card-slots';

type ProductCollectionProps = {
  id: string;
  title: string;
  intro: string;
  action: { href: string; label: string };
  products: ProductCardData[];
  locale: Locale;
  /** The heart and add-to-cart control of each card. */
  slotsFor?: SlotsFor;
};

/** A home-page product carousel (featured, top-rated, most recent): a heading and the product cards. */
export function ProductCollection({
  id,
  title,
  intro,
  action,
  products,
  locale,
  slotsFor,
}: ProductCollectionProps) {
  if (products.length === 0) return null;
  return (
    <Carousel
      id={id}
      label={title}
      locale={locale}
      header={<SectionHeading id={id} title={title} intro={intro} />}
      action={<SeeAllLink href={action.href} label={action.label} context={title} />}
      className="mx-auto max-w-site px-4 sm:px-6 lg:px-10"
    >
      {products.map((product) => {
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
      })}
    </Carousel>
  );
}
