'use server';

import type { ReactNode } from 'react';
import { CarouselSlides, PRODUCT_CAROUSEL_CARDS_IN_HTML } from '@/components/ui/carousel';
import { routing } from '@/i18n/routing';
import { getHomeCollections, HOME_COLLECTIONS, type HomeCollection } from './home-collections';
import { getProductCardSlots } from './product-card-slots';
import { productCards } from './product-cards';

/**
 * A home carousel's cards after those in the page's HTML, as its slides (Carousel's `later`), rendered by
 * the server like the first ones. Anyone may call it: only a known carousel and language are answered.
 */
export async function loadLaterCards(collection: HomeCollection, locale: string): Promise<ReactNode> {
  if (!HOME_COLLECTIONS.includes(collection) || !routing.locales.includes(locale as never)) return null;
  const lang = locale as (typeof routing.locales)[number];
  const [collections, slotsFor] = await Promise.all([getHomeCollections(lang), getProductCardSlots(lang)]);
  const products = collections[collection];
  return (
    <CarouselSlides locale={lang} start={PRODUCT_CAROUSEL_CARDS_IN_HTML} total={products.length}>
      {productCards(products.slice(PRODUCT_CAROUSEL_CARDS_IN_HTML), lang, slotsFor)}
    </CarouselSlides>
  );
}
