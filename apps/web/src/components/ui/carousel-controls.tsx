'use client';

import { clsx } from 'clsx';
import { type KeyboardEvent, useCallback, useEffect, useState } from 'react';

/**
 * The browser half of the carousels (Carousel, the home hero). The slides are a server-rendered CSS
 * scroll-snap row (`overflow-x: auto; scroll-snap-type: x mandatory`), so swiping, momentum and snapping are
 * the browser's own and nothing is measured at start-up; these helpers only drive the row from buttons.
 * Right to left: an Arabic row starts at the right, its scrollLeft runs from 0 to negative values, and
 * "next" moves left.
 */

type SnapState = {
  atStart: boolean;
  atEnd: boolean;
  /** The slide at the row's start edge. */
  index: number;
};

const slidesOf = (id: string) => document.getElementById(id);

/** One slide's width: every slide of a row is as wide as the first. */
const slideWidth = (row: HTMLElement) =>
  (row.firstElementChild as HTMLElement | null)?.offsetWidth || row.clientWidth;

/** +1 when the row runs left to right, -1 when it runs right to left. */
const lineSign = (row: HTMLElement) => (getComputedStyle(row).direction === 'rtl' ? -1 : 1);

/** Moves the row by whole slides (negative: back); the row's CSS decides smooth or instant (reduced motion). */
export function scrollSlides(id: string, slides: number) {
  const row = slidesOf(id);
  if (row) row.scrollBy({ left: slides * slideWidth(row) * lineSign(row) });
}

/** Brings slide `index` (from 0) to the row's start edge. */
export function scrollToSlide(id: string, index: number) {
  const row = slidesOf(id);
  if (row) row.scrollTo({ left: index * slideWidth(row) * lineSign(row) });
}

/**
 * Where the row stands, kept in step with its scrolling. Before hydration it assumes the start with more to
 * see, which is what the server-rendered HTML shows.
 */
export function useSnapState(id: string, slideCount: number): SnapState {
  const [state, setState] = useState<SnapState>({ atStart: true, atEnd: slideCount < 2, index: 0 });

  useEffect(() => {
    const row = slidesOf(id);
    if (!row) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      const offset = Math.abs(row.scrollLeft);
      const end = row.scrollWidth - row.clientWidth;
      setState({
        atStart: offset < 2,
        atEnd: offset > end - 2,
        index: Math.round(offset / slideWidth(row)),
      });
    };
    const schedule = () => {
      frame ||= requestAnimationFrame(update);
    };
    update();
    row.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      row.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [id]);

  return state;
}

/**
 * Left/right arrow keys on the carousel's buttons move it, following the page's direction: in Arabic the
 * left arrow goes to the next slide, as the slides run from right to left.
 */
export function useCarouselKeys(onPrevious: () => void, onNext: () => void) {
  return useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
      const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
      event.preventDefault();
      if ((event.key === 'ArrowRight') !== rtl) onNext();
      else onPrevious();
    },
    [onPrevious, onNext],
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

type CarouselButtonsProps = {
  /** id of the scroll-snap row. */
  slidesId: string;
  slideCount: number;
  labels: { previous: string; next: string };
  className?: string;
};

const arrowClass = 'size-10 bg-white text-espresso-900 shadow-card ring-1 ring-crema-200 hover:bg-latte-100';

/** Carousel's previous/next pair, one slide per press; hidden while every slide fits on screen. */
export function CarouselButtons({ slidesId, slideCount, labels, className }: CarouselButtonsProps) {
  const { atStart, atEnd } = useSnapState(slidesId, slideCount);
  const previous = useCallback(() => scrollSlides(slidesId, -1), [slidesId]);
  const next = useCallback(() => scrollSlides(slidesId, 1), [slidesId]);
  const onArrowKey = useCarouselKeys(previous, next);
  return (
    <div className={clsx('flex shrink-0 gap-2', atStart && atEnd && 'invisible', className)}>
      <CarouselArrow
        kind="previous"
        label={labels.previous}
        controls={slidesId}
        disabled={atStart}
        onClick={previous}
        onKeyDown={onArrowKey}
        className={arrowClass}
      />
      <CarouselArrow
        kind="next"
        label={labels.next}
        controls={slidesId}
        disabled={atEnd}
        onClick={next}
        onKeyDown={onArrowKey}
        className={arrowClass}
      />
    </div>
  );
}
