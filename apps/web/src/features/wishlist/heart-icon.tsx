import type { SVGProps } from 'react';
import { icon } from '@/components/ui/icons';

/** The wishlist heart, filled when the product is in it. Symmetric: no mirroring. */
export function HeartIcon({ filled, ...props }: SVGProps<SVGSVGElement> & { filled: boolean }) {
  return (
    <svg aria-hidden="true" {...icon(props, filled ? 'fill-current' : undefined)}>
      <path d="M12 20.5s-7.5-4.6-9.2-9.6C1.6 7.3 3.8 4 7.3 4c2 0 3.6 1.1 4.7 2.7C13.1 5.1 14.7 4 16.7 4c3.5 0 5.7 3.3 4.5 6.9-1.7 5-9.2 9.6-9.2 9.6z" />
    </svg>
  );
}
