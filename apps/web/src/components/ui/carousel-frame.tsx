'use client';

import { clsx } from 'clsx';
import useEmblaCarousel from 'embla-carousel-react';
import { type ReactNode, useId } from 'react';
import {
  CAROUSEL_MOTION,
  CarouselArrow,
  type CarouselDirection,
  useCarouselKeys,
  useCarouselState,
} from './carousel-controls';

type CarouselFrameProps = {
  label: string;
  direction: CarouselDirection;
  header?: ReactNode;
  action?: ReactNode;
  labels: { roleDescription: string; previous: string; next: string };
  slideCount: number;
  /** The slides, already wrapped and sized by Carousel. */
  children: ReactNode;
  className?: string;
};

const arrowClass = 'size-10 bg-white text-espresso-900 shadow-card ring-1 ring-crema-200 hover:bg-latte-100';

/**
 * The browser half of Carousel: Embla on a viewport whose layout CSS already fixed, plus the buttons.
 * `overflow: clip` with a small clip margin rather than `overflow: hidden`, so the cards' rings and shadows
 * are not cut at the edges, and a focused off-screen card never scrolls the viewport natively (Embla's
 * watchFocus brings it into view instead).
 */
export function CarouselFrame({
  label,
  direction,
  header,
  action,
  labels,
  slideCount,
  children,
  className,
}: CarouselFrameProps) {
  const [viewportRef, api] = useEmblaCarousel({
    align: 'start',
    direction,
    ...CAROUSEL_MOTION,
    slidesToScroll: 1,
    containScroll: 'trimSnaps',
  });
  const { canScrollPrev, canScrollNext } = useCarouselState(api, slideCount);
  const onArrowKey = useCarouselKeys(api, direction);
  const slidesId = useId();
  const scrollable = canScrollPrev || canScrollNext;

  return (
    <section aria-roledescription={labels.roleDescription} aria-label={label} className={className}>
      <div className="mb-6 flex flex-wrap items-end justify-between gap-x-6 gap-y-3">
        {header ? <div className="min-w-0 basis-full sm:basis-0 sm:flex-1">{header}</div> : null}
        <div className="flex flex-1 items-center justify-between gap-4 sm:flex-none">
          {action}
          <div className={clsx('ms-auto flex shrink-0 gap-2', !scrollable && 'invisible')}>
            <CarouselArrow
              kind="previous"
              label={labels.previous}
              controls={slidesId}
              disabled={!canScrollPrev}
              onClick={() => api?.scrollPrev()}
              onKeyDown={onArrowKey}
              className={arrowClass}
            />
            <CarouselArrow
              kind="next"
              label={labels.next}
              controls={slidesId}
              disabled={!canScrollNext}
              onClick={() => api?.scrollNext()}
              onKeyDown={onArrowKey}
              className={arrowClass}
            />
          </div>
        </div>
      </div>
      <div ref={viewportRef} className="overflow-clip pb-4 [overflow-clip-margin:0.5rem]">
        <div id={slidesId} className="-ms-4 flex touch-pan-y touch-pinch-zoom sm:-ms-5">
          {children}
        </div>
      </div>
    </section>
  );
}
