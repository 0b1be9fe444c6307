import type { ReactNode } from 'react';
import { EmptyState } from '@/components/ui/empty-state';

/** A heart-shaped cookie beside an empty cup: nothing saved yet, drawn inline (never broken). */
function EmptyWishlistIllustration() {
  return (
    <svg viewBox="0 0 200 160" aria-hidden="true" focusable="false" className="h-32 w-40 sm:h-36 sm:w-44">
      <ellipse cx="100" cy="144" rx="72" ry="8" className="fill-crema-200" />
      <path
        d="M100 126s-40-22-48-48c-6-19 6-36 24-36 11 0 19 6 24 15 5-9 13-15 24-15 18 0 30 17 24 36-8 26-48 48-48 48z"
        className="fill-white stroke-mocha-400"
        strokeWidth="4"
        strokeLinejoin="round"
      />
      <path
        d="M100 106s-22-13-27-28c-3-9 2-18 11-18 6 0 11 4 16 11"
        fill="none"
        className="stroke-crema-300"
        strokeWidth="4"
        strokeLinecap="round"
        strokeDasharray="3 9"
      />
      <path d="M150 40l4 8 9 1-7 6 2 9-8-5-8 5 2-9-7-6 9-1z" className="fill-caramel-500" />
    </svg>
  );
}

type EmptyWishlistProps = { title: string; description: string; action: ReactNode };

/** The wishlist page with nothing saved: the illustration, a word of what the list is for, a way on. */
export function EmptyWishlist({ title, description, action }: EmptyWishlistProps) {
  return (
    <EmptyState
      illustration={<EmptyWishlistIllustration />}
      title={title}
      description={description}
      action={action}
    />
  );
}
