import type { ProductCard as ProductCardData } from '@coffee/contracts/catalog';
import type { Locale } from '@coffee/contracts/common';
import { Carousel, PRODUCT_CAROUSEL_CARDS_IN_HTML } from '@/components/ui/carousel';
import { SectionHeading, SeeAllLink } from '@/components/ui/section-heading';
import type { HomeCollection } from './home-collections';
import { loadLaterCards } from './later-cards';
import type { SlotsFor } from './product-card-slots';
import { productCards } from './product-cards';

type ProductCollectionProps = {
  id: string;
  collection: HomeCollection;
  title: string;
  intro: string;
  action: { href: string; label: string };
  products: ProductCardData[];
  locale: Locale;
  /** The heart and add-to-cart control of each card. */
  slotsFor?: SlotsFor;
};

/**
 * A home-page product carousel (featured, top-rated, most recent): a heading and the product cards, the
 * first PRODUCT_CAROUSEL_CARDS_IN_HTML in the page, the others fetched when it comes near the screen. Below
 * the first screen on a phone: `defer-render`, so the browser skips its style and layout until it comes near
 * (at start-up, and when the phone menu's modal drawer makes the whole page inert, decision 0054).
 */
export function ProductCollection({
  id,
  collection,
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
      className="defer-render site-wrap"
      later={
        products.length > PRODUCT_CAROUSEL_CARDS_IN_HTML
          ? {
              count: products.length - PRODUCT_CAROUSEL_CARDS_IN_HTML,
              load: loadLaterCards.bind(null, collection, locale),
            }
          : undefined
      }
    >
      {productCards(products.slice(0, PRODUCT_CAROUSEL_CARDS_IN_HTML), locale, slotsFor)}
    </Carousel>
  );
}
