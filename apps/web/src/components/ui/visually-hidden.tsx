import type { HTMLAttributes } from 'react';

/** Text for assistive technology only: read aloud, never drawn. */
export function VisuallyHidden(props: HTMLAttributes<HTMLSpanElement>) {
  return <span {...props} className="sr-only" />;
}
