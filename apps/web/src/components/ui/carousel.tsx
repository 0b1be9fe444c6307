import type { Locale } from '@coffee/contracts/common';
import { getTranslations } from 'next-intl/server';
import { Children, isValidElement, type ReactNode } from 'react';
import { getDirection } from '@/i18n/routing';
import { formatNumber } from '@/lib/format/number';
import { CarouselFrame } from './carousel-frame';

/**
 * Slides per view, as the spec fixes them: 4 by default, 3.5 below 1250 px, 2.5 below 992 px and 1.3333
 * below 550 px of window width. Widths come from CSS, so the server-rendered HTML is laid out before any
 * script runs; the padding is the gap between slides.
 */
const SLIDE_CLASS =
  'min-w-0 shrink-0 grow-0 basis-3/4 ps-4 sm:ps-5 min-[550px]:basis-2/5 min-[992px]:basis-[calc(100%/3.5)] min-[1250px]:basis-1/4';

/** `sizes` for a picture filling a slide: pass it to next/image (e.g. ProductCard's `imageSizes`). */
export const CAROUSEL_SLIDE_SIZES =
  '(min-width: 1550px) 360px, (min-width: 1250px) 25vw, (min-width: 992px) 29vw, (min-width: 550px) 40vw, 75vw';

type CarouselProps = {
  /** The carousel's accessible name, e.g. the title of its section. */
  label: string;
  locale: Locale;
  /** Drawn above the slides, at the start: typically a SectionHeading without its action. */
  header?: ReactNode;
  /** Drawn just before the previous/next buttons, e.g. a SeeAllLink; on phones it shares their row. */
  action?: ReactNode;
  /** One child per slide. */
  children: ReactNode;
  className?: string;
};

/**
 * A row of slides that scrolls one slide at a time (Embla), with previous/next buttons; mirrored on
 * Arabic pages, where it starts from the right. Server component: the slides stay server-rendered and
 * only the frame runs in the browser. Renders nothing without slides.
 *
 *     <Carousel label={t('related')} locale={locale}>{products.map((p) => <ProductCard … />)}</Carousel>
 */
export async function Carousel({ label, locale, header, action, children, className }: CarouselProps) {
  const slides = Children.toArray(children);
  if (slides.length === 0) return null;
  const t = await getTranslations({ locale, namespace: 'Carousel' });
  const total = formatNumber(slides.length, locale);

  return (
    <CarouselFrame
      label={label}
      direction={getDirection(locale)}
      header={header}
      action={action}
      labels={{ roleDescription: t('roleDescription'), previous: t('previous'), next: t('next') }}
      slideCount={slides.length}
      className={className}
    >
      {slides.map((slide, index) => (
        // biome-ignore lint/a11y/useSemanticElements: a carousel slide is a group (WAI-ARIA carousel pattern), not a form fieldset
        <div
          key={isValidElement(slide) && slide.key !== null ? slide.key : index}
          role="group"
          aria-roledescription={t('slideRoleDescription')}
          aria-label={t('slideLabel', { index: formatNumber(index + 1, locale), total })}
          className={SLIDE_CLASS}
        >
          {slide}
        </div>
      ))}
    </CarouselFrame>
  );
}
