'use client';

import { clsx } from 'clsx';
import { useCallback, useEffect } from 'react';
import {
  CarouselArrow,
  scrollToSlide,
  useCarouselKeys,
  useSnapState,
} from '@/components/ui/carousel-controls';

type HeroControlsProps = {
  /** id of the hero's scroll-snap row. */
  slidesId: string;
  labels: { previous: string; next: string };
  /** One label per slide for its dot, e.g. "Slide 2 of 5". */
  dotLabels: string[];
};

const arrowClass = 'size-9 text-cream-50 hover:bg-white/15';

/**
 * The browser half of the hero: previous/next (looping at the ends), a dot per slide and arrow keys on
 * them; swiping is the row's own scroll-snap. No autoplay, so nothing moves that the shopper did not ask for.
 */
export function HeroControls({ slidesId, labels, dotLabels }: HeroControlsProps) {
  const count = dotLabels.length;
  const { index } = useSnapState(slidesId, count);
  const previous = useCallback(
    () => scrollToSlide(slidesId, (index - 1 + count) % count),
    [slidesId, index, count],
  );
  const next = useCallback(() => scrollToSlide(slidesId, (index + 1) % count), [slidesId, index, count]);
  const onArrowKey = useCarouselKeys(previous, next);

  // Only the slide on screen takes part: Tab goes from its link straight to the controls, instead of
  // through the hidden slides' links. (Before hydration every slide stays reachable.)
  useEffect(() => {
    const slides = document.getElementById(slidesId)?.children ?? [];
    Array.from(slides).forEach((slide, position) => {
      (slide as HTMLElement).inert = position !== index;
    });
  }, [slidesId, index]);

  return (
    <div className="pointer-events-auto flex items-center gap-0.5 rounded-full bg-espresso-950/70 p-1 backdrop-blur-sm">
      <CarouselArrow
        kind="previous"
        label={labels.previous}
        controls={slidesId}
        disabled={false}
        onClick={previous}
        onKeyDown={onArrowKey}
        className={arrowClass}
      />
      {dotLabels.map((dotLabel, position) => (
        <button
          key={dotLabel}
          type="button"
          aria-label={dotLabel}
          aria-controls={slidesId}
          aria-current={position === index ? 'true' : undefined}
          onClick={() => scrollToSlide(slidesId, position)}
          onKeyDown={onArrowKey}
          className="group grid size-6 place-items-center rounded-full"
        >
          <span
            className={clsx(
              'block h-2 rounded-full transition-all duration-300 motion-reduce:transition-none',
              position === index ? 'w-5 bg-caramel-300' : 'w-2 bg-cream-50/60 group-hover:bg-cream-50',
            )}
          />
        </button>
      ))}
      <CarouselArrow
        kind="next"
        label={labels.next}
        controls={slidesId}
        disabled={false}
        onClick={next}
        onKeyDown={onArrowKey}
        className={arrowClass}
      />
    </div>
  );
}
