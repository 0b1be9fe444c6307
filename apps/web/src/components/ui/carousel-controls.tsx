'use client';

import { clsx } from 'clsx';
import type { UseEmblaCarouselType } from 'embla-carousel-react';
import { type KeyboardEvent, useCallback, useEffect, useState } from 'react';

export type CarouselApi = NonNullable<UseEmblaCarouselType[1]>;
export type CarouselDirection = 'ltr' | 'rtl';

/**
 * The spec's "speed 500". Embla animates with a spring, not a timed easing: at duration 20 a move covers
 * 99% of its distance in about 480 ms (default 25 takes about 700 ms).
 */
const CAROUSEL_DURATION = 20;

/** Embla options shared by every carousel: the spec's speed, and no animation for reduced motion. */
export const CAROUSEL_MOTION = {
  duration: CAROUSEL_DURATION,
  breakpoints: { '(prefers-reduced-motion: reduce)': { duration: 0 } },
} as const;

type CarouselState = {
  canScrollPrev: boolean;
  canScrollNext: boolean;
  selectedSnap: number;
  snapCount: number;
};

/**
 * Which way the carousel can move and where it stands, kept in step with Embla. Before hydration (no api)
 * it assumes the start position with more to see, which is what the server-rendered HTML shows.
 */
export function useCarouselState(api: CarouselApi | undefined, slideCount: number): CarouselState {
  const [state, setState] = useState<CarouselState>({
    canScrollPrev: false,
    canScrollNext: slideCount > 1,
    selectedSnap: 0,
    snapCount: slideCount,
  });

  useEffect(() => {
    if (!api) return;
    const update = () =>
      setState({
        canScrollPrev: api.canScrollPrev(),
        canScrollNext: api.canScrollNext(),
        selectedSnap: api.selectedScrollSnap(),
        snapCount: api.scrollSnapList().length,
      });
    update();
    api.on('select', update).on('reInit', update);
    return () => {
      api.off('select', update).off('reInit', update);
    };
  }, [api]);

  return state;
}

/**
 * Left/right arrow keys on the carousel's buttons move it, following the page's direction: in Arabic the
 * left arrow goes to the next slide, as the slides run from right to left.
 */
export function useCarouselKeys(api: CarouselApi | undefined, direction: CarouselDirection) {
  return useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      if (!api || (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight')) return;
      const forward = (event.key === 'ArrowRight') === (direction === 'ltr');
      event.preventDefault();
      if (forward) api.scrollNext();
      else api.scrollPrev();
    },
    [api, direction],
  );
}

type CarouselArrowProps = {
  kind: 'previous' | 'next';
  label: string;
  /** id of the element holding the slides. */
  controls: string;
  disabled: boolean;
  onClick: () => void;
  onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void;
  className?: string;
};

/**
 * A previous/next button. `aria-disabled` rather than `disabled`, so the button keeps keyboard focus when
 * the carousel reaches its end. The chevron points toward the start or end of the line, so it mirrors in RTL.
 */
export function CarouselArrow({
  kind,
  label,
  controls,
  disabled,
  onClick,
  onKeyDown,
  className,
}: CarouselArrowProps) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-controls={controls}
      aria-disabled={disabled}
      onClick={disabled ? undefined : onClick}
      onKeyDown={onKeyDown}
      className={clsx(
        'grid shrink-0 place-items-center rounded-full transition-colors aria-disabled:cursor-default aria-disabled:opacity-40',
        className,
      )}
    >
      <svg
        aria-hidden="true"
        focusable="false"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        className={clsx('size-5', kind === 'previous' ? 'ltr:-scale-x-100' : 'rtl:-scale-x-100')}
      >
        <path d="m9 5 7 7-7 7" />
      </svg>
    </button>
  );
}
