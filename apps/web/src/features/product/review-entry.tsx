'use client';

import { lazy, Suspense } from 'react';
import { useSessionStore } from '@/lib/session/session-store';
import type { ReviewBoxProps } from './review-box';

// NOTE: the box (its call, the stars, the form behind it) loads only for a signed-in shopper, so a product
// page's first load stays within its byte budget (apps/web/budgets.json, decision 0015).
const ReviewBox = lazy(() => import('./review-box'));

/** Where a signed-in shopper who received this product reviews it; nothing for a guest. */
export function ReviewEntry(props: ReviewBoxProps) {
  const signedIn = useSessionStore((session) => session.status === 'signed-in');
  if (!signedIn) return null;
  return (
    <Suspense fallback={null}>
      <ReviewBox {...props} />
    </Suspense>
  );
}
