'use client';

import type { Locale } from '@coffee/contracts/common';
import type { MyReviewState } from '@coffee/contracts/reviews';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { secondaryButtonClass } from '@/components/ui/form/button-classes';
import { RatingStars } from '@/components/ui/rating-stars';
import { callBff } from '@/lib/bff/call-bff';
import { getMyReview } from '@/lib/bff/calls/review-calls';
import type { ValidationMessages } from '@/lib/forms/validation-messages';
import type { ReviewFormLabels } from './review-labels';

// The form (react-hook-form and the contract's schema) loads only when a shopper opens it.
const ReviewForm = lazy(() => import('./review-form').then((module) => ({ default: module.ReviewForm })));

/** Whether the page was opened to write a review (the delivered order's "Rate this product", the email). */
const askedToReview = () => new URLSearchParams(window.location.search).has('review');

export type ReviewBoxProps = {
  productId: number;
  locale: Locale;
  labels: ReviewFormLabels;
  validationMessages: ValidationMessages;
};

/**
 * The signed-in shopper's review of this product: nothing for someone who has not received it; for a
 * shopper who has, their review as they wrote it and where it stands, and the form to write or edit it.
 */
export default function ReviewBox({ productId, locale, labels, validationMessages }: ReviewBoxProps) {
  const [state, setState] = useState<MyReviewState | null>(null);
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLElement>(null);

  useEffect(() => {
    let live = true;
    void callBff(getMyReview, { locale, params: { id: productId } }).then((result) => {
      if (!live || !result.ok) return;
      setState(result.data);
      if (askedToReview() && result.data.can_review) {
        setOpen(true);
        box.current?.scrollIntoView({ block: 'start' });
      }
    });
    return () => {
      live = false;
    };
  }, [productId, locale]);

  if (!state || (!state.can_review && !state.review)) return null;
  const { review } = state;

  return (
    <section
      ref={box}
      id="write-review"
      aria-labelledby="write-review-title"
      className="mt-6 scroll-mt-24 rounded-card bg-white p-6 shadow-card ring-1 ring-crema-200"
    >
      <h3 id="write-review-title" className="font-bold text-espresso-900 text-xl">
        {labels.yourReview}
      </h3>
      {review ? (
        <div className="mt-3 flex flex-col gap-2">
          <p className="font-semibold text-mocha-700 text-sm" data-review-status={review.status}>
            {labels.status[review.status]}
          </p>
          <RatingStars value={review.rating} label={labels.starNames[review.rating - 1]} />
          {review.body ? (
            <p dir="auto" className="whitespace-pre-line text-pretty text-mocha-700 text-start">
              {review.body}
            </p>
          ) : null}
        </div>
      ) : null}
      {open ? (
        <Suspense fallback={null}>
          <ReviewForm
            productId={productId}
            locale={locale}
            labels={labels}
            validationMessages={validationMessages}
            review={review}
            onDone={(next) => {
              if (next) setState(next);
              setOpen(false);
            }}
          />
        </Suspense>
      ) : state.can_review ? (
        <button type="button" onClick={() => setOpen(true)} className={`mt-4 ${secondaryButtonClass}`}>
          {review ? labels.edit : labels.write}
        </button>
      ) : null}
    </section>
  );
}
