import type { Locale } from '@coffee/contracts/common';
import { getTranslations } from 'next-intl/server';
import { Children, isValidElement, type ReactNode } from 'react';
import { formatNumber } from '@/lib/format/number';
import { CarouselButtons } from './carousel-controls';
import { LaterSlides } from './carousel-later';

/**
 * Slides per view, as the spec fixes them: 4 by default, 3.5 below 1250 px, 2.5 below 992 px and 1.3333
 * below 550 px of window width. Widths come from CSS, so the server-rendered HTML is laid out before any
 * script runs; the padding is the gap between slides.
 */
const SLIDE_CLASS = 'carousel-slide';

/**
 * The row: the browser's own scroll-snap (swipe, momentum, one slide per stop), smooth unless the shopper
 * asks for reduced motion, no scroll bar. Padded at the foot and top so the cards' shadows and rings are not
 * cut by the scroll box; pulled out at the start by the slides' own padding so the first card lines up.
 */
const ROW_CLASS = 'carousel-row';

/**
 * Product cards a home carousel shows: a wide screen shows 4; "View all" leads to the rest. Only the first
 * PRODUCT_CAROUSEL_CARDS_IN_HTML are in the page's HTML (a phone shows 1⅓); the others are fetched when the
 * carousel comes near the screen (`later`), into slots that already have their size.
 */
export const PRODUCT_CAROUSEL_CARDS = 4;
export const PRODUCT_CAROUSEL_CARDS_IN_HTML = 2;

/** `sizes` for a picture filling a slide: pass it to next/image (e.g. ProductCard's `imageSizes`). */
export const CAROUSEL_SLIDE_SIZES =
  '(min-width: 1550px) 360px, (min-width: 1250px) 25vw, (min-width: 992px) 29vw, (min-width: 550px) 40vw, 75vw';

type CarouselProps = {
  /** Unique on the page: the slides' row gets the id `${id}-slides`, which the buttons control. */
  id: string;
  /** The carousel's accessible name, e.g. the title of its section. */
  label: string;
  locale: Locale;
  /** Drawn above the slides, at the start: typically a SectionHeading without its action. */
  header?: ReactNode;
  /** Drawn just before the previous/next buttons, e.g. a SeeAllLink; on phones it shares their row. */
  action?: ReactNode;
  /** One child per slide. */
  children: ReactNode;
  /**
   * Slides that follow `children`, left out of the page's HTML: `count` empty slots of a slide's size, filled
   * with what `load` (a server function returning <CarouselSlides start={children' count} …>) gives once
   * the carousel comes near the screen.
   */
  later?: { count: number; load: () => Promise<ReactNode> };
  className?: string;
};

/**
 * A row of slides on CSS scroll-snap that moves one slide at a time, with previous/next buttons; mirrored
 * on Arabic pages, where it starts from the right. Server component: only the two buttons run in the
 * browser. Renders nothing without slides.
 *
 *     <Carousel id="related" label={t('related')} locale={locale}>{products.map((p) => <ProductCard … />)}</Carousel>
 */
export async function Carousel({
  id,
  label,
  locale,
  header,
  action,
  children,
  later,
  className,
}: CarouselProps) {
  const slides = Children.toArray(children);
  if (slides.length === 0) return null;
  const t = await getTranslations({ locale, namespace: 'Carousel' });
  const total = slides.length + (later?.count ?? 0);

  const slidesId = `${id}-slides`;

  return (
    <section aria-roledescription={t('roleDescription')} aria-label={label} className={className}>
      <div className="carousel-head">
        {header ? <div className="carousel-title-slot">{header}</div> : null}
        <div className="carousel-tools">
          {action}
          <CarouselButtons
            slidesId={slidesId}
            slideCount={total}
            labels={{ previous: t('previous'), next: t('next') }}
            className="ms-auto"
          />
        </div>
      </div>
      <div id={slidesId} className={ROW_CLASS}>
        <CarouselSlides locale={locale} start={0} total={total}>
          {slides}
        </CarouselSlides>
        {later ? <LaterSlides count={later.count} slideClass={SLIDE_CLASS} load={later.load} /> : null}
      </div>
    </section>
  );
}

type CarouselSlidesProps = {
  locale: Locale;
  /** The first slide's place in the carousel, from 0. */
  start: number;
  /** Slides in the whole carousel, for each slide's label ("3 of 4"). */
  total: number;
  children: ReactNode;
};

/** Each child as a slide of a Carousel (also for the slides its `later.load` returns). */
export async function CarouselSlides({ locale, start, total, children }: CarouselSlidesProps) {
  const t = await getTranslations({ locale, namespace: 'Carousel' });
  const of = formatNumber(total, locale);
  return Children.toArray(children).map((slide, index) => (
    // biome-ignore lint/a11y/useSemanticElements: a carousel slide is a group (WAI-ARIA carousel pattern), not a form fieldset
    <div
      key={isValidElement(slide) && slide.key !== null ? slide.key : start + index}
      role="group"
      aria-roledescription={t('slideRoleDescription')}
      aria-label={t('slideLabel', { index: formatNumber(start + index + 1, locale), total: of })}
      className={SLIDE_CLASS}
    >
      {slide}
    </div>
  ));
}
