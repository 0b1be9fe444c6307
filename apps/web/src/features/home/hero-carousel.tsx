'use client';

import { clsx } from 'clsx';
import useEmblaCarousel from 'embla-carousel-react';
import { type ReactNode, useEffect, useId } from 'react';
import {
  CAROUSEL_MOTION,
  CarouselArrow,
  type CarouselDirection,
  useCarouselKeys,
  useCarouselState,
} from '@/components/ui/carousel-controls';

type HeroCarouselProps = {
  label: string;
  direction: CarouselDirection;
  labels: { roleDescription: string; previous: string; next: string };
  /** One label per slide for its dot, e.g. "Slide 2 of 5". */
  dotLabels: string[];
  /** The slides, full width each, server-rendered by HeroSlider. */
  children: ReactNode;
};

const arrowClass = 'size-9 text-cream-50 hover:bg-white/15';

/**
 * The browser half of the hero: one slide at a time, looping, moved by swipe, buttons, arrow keys on the
 * buttons, or the dots. No autoplay, so nothing moves that the shopper did not ask for.
 */
export function HeroCarousel({ label, direction, labels, dotLabels, children }: HeroCarouselProps) {
  const [viewportRef, api] = useEmblaCarousel({ ...CAROUSEL_MOTION, loop: true, direction });
  const { selectedSnap } = useCarouselState(api, dotLabels.length);
  const onArrowKey = useCarouselKeys(api, direction);
  const slidesId = useId();
  const single = dotLabels.length < 2;

  // Only the slide on screen takes part: Tab goes from its link straight to the controls, instead of
  // through the hidden slides' links. (Before hydration every slide stays reachable.)
  useEffect(() => {
    api?.slideNodes().forEach((slide, index) => {
      slide.inert = index !== selectedSnap;
    });
  }, [api, selectedSnap]);

  return (
    <section
      aria-roledescription={labels.roleDescription}
      aria-label={label}
      className="relative bg-espresso-900"
    >
      <div ref={viewportRef} className="overflow-hidden">
        <div id={slidesId} className="flex touch-pan-y touch-pinch-zoom">
          {children}
        </div>
      </div>

      {single ? null : (
        // At the slide's lower end corner: under the text on phones (the slides keep room for them there),
        // from 768 px on the picture, clear of the text at the start.
        <div className="pointer-events-none absolute inset-x-0 bottom-4 md:bottom-6">
          <div className="mx-auto flex max-w-site justify-end px-4 sm:px-6 lg:px-10">
            <div className="pointer-events-auto flex items-center gap-0.5 rounded-full bg-espresso-950/70 p-1 backdrop-blur-sm">
              <CarouselArrow
                kind="previous"
                label={labels.previous}
                controls={slidesId}
                disabled={false}
                onClick={() => api?.scrollPrev()}
                onKeyDown={onArrowKey}
                className={arrowClass}
              />
              {dotLabels.map((dotLabel, index) => (
                <button
                  key={dotLabel}
                  type="button"
                  aria-label={dotLabel}
                  aria-controls={slidesId}
                  aria-current={index === selectedSnap ? 'true' : undefined}
                  onClick={() => api?.scrollTo(index)}
                  onKeyDown={onArrowKey}
                  className="group grid size-6 place-items-center rounded-full"
                >
                  <span
                    className={clsx(
                      'block h-2 rounded-full transition-all duration-300 motion-reduce:transition-none',
                      index === selectedSnap
                        ? 'w-5 bg-caramel-300'
                        : 'w-2 bg-cream-50/60 group-hover:bg-cream-50',
                    )}
                  />
                </button>
              ))}
              <CarouselArrow
                kind="next"
                label={labels.next}
                controls={slidesId}
                disabled={false}
                onClick={() => api?.scrollNext()}
                onKeyDown={onArrowKey}
                className={arrowClass}
              />
            </div>
          </div>
        </div>
      )}
    </section>
  );
}
