'use client';

import { type ReactNode, useEffect, useRef, useState } from 'react';

type LaterSlidesProps = {
  count: number;
  /** A slide's class (its width and gap), so the empty slots take the room the slides will. */
  slideClass: string;
  /** A server function: the slides, already wrapped as a Carousel's. */
  load: () => Promise<ReactNode>;
};

/**
 * A Carousel's slides after the first screenful: `count` empty slots of a slide's size until the carousel
 * comes within a screen of the viewport, then the slides `load` returns. Nothing moves when they arrive (the
 * slots keep their room); a failed load leaves the slots empty, and "View all" still leads to every product.
 */
export function LaterSlides({ count, slideClass, load }: LaterSlidesProps) {
  const [slides, setSlides] = useState<ReactNode>(null);
  const firstSlot = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const row = firstSlot.current?.parentElement;
    if (!row) return;
    // A carousel drawn only near the viewport (`defer-render`, content-visibility: auto) has no layout inside
    // until then, and an observer of its row would hear of it only then: watch the carousel's own box, which
    // is always laid out, so the slides are still fetched a screen ahead.
    const target = row.closest('section') ?? row;
    let live = true;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        load().then(
          (loaded) => {
            if (live) setSlides(loaded);
          },
          () => {},
        );
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(target);
    return () => {
      live = false;
      observer.disconnect();
    };
  }, [load]);

  if (slides) return slides;
  // The slots never reorder: their place is their identity.
  return Array.from({ length: count }, (_, slot) => `slot-${slot}`).map((key, slot) => (
    <div key={key} ref={slot === 0 ? firstSlot : undefined} aria-hidden="true" className={slideClass} />
  ));
}
