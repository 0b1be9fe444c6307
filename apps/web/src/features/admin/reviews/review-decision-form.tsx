'use client';

import type { Locale } from '@coffee/contracts/common';
import { ReviewDecisionBody } from '@coffee/contracts/reviews';
import { TextAreaField } from '@/components/forms/bound-fields';
import { primaryButtonClass, secondaryButtonClass } from '@/components/ui/form/button-classes';
import { callBff } from '@/lib/bff/call-bff';
import { decideReview } from '@/lib/bff/calls/admin-reviews';
import { AdminForm } from '../forms/admin-form';
import { useAdminForm } from '../forms/use-admin-form';

export type ReviewDecisionLabels = {
  title: string;
  hint: string;
  reason: string;
  reasonHint: string;
  reasonRequired: string;
  approve: string;
  hide: string;
  sending: string;
  approved: string;
  hidden: string;
  networkError: string;
};

/**
 * Approve or hide, with a reason (required to hide): the button pressed is the decision. The product page's
 * cached answer expires with it, so the review (and the rating) shows or goes on the next load.
 */
export function ReviewDecisionForm({
  reviewId,
  reason,
  locale,
  labels,
}: {
  reviewId: number;
  reason: string;
  locale: Locale;
  labels: ReviewDecisionLabels;
}) {
  const { form, submitTo } = useAdminForm(ReviewDecisionBody, {
    locale,
    defaultValues: { decision: 'approve', reason },
    sentences: { fields: { reason: labels.reasonRequired } },
    networkError: labels.networkError,
    refresh: 'catalog',
  });
  const { isSubmitting } = form.formState;
  const send = submitTo(
    (body) => callBff(decideReview, { locale, params: { id: reviewId }, body }),
    (review) => (review.status === 'approved' ? labels.approved : labels.hidden),
  );
  const decide = (decision: 'approve' | 'hide') => () => form.setValue('decision', decision);

  return (
    <AdminForm
      control={form.control}
      onSubmit={send}
      labelledBy="review-decision"
      heading={
        <div className="flex flex-col gap-1">
          <h2 id="review-decision" className="font-bold text-espresso-900 text-xl">
            {labels.title}
          </h2>
          <p className="text-mocha-600 text-sm">{labels.hint}</p>
        </div>
      }
      className="flex flex-col gap-4 rounded-card bg-white p-5 shadow-card ring-1 ring-crema-200"
    >
      <TextAreaField
        control={form.control}
        name="reason"
        label={labels.reason}
        hint={labels.reasonHint}
        rows={3}
        maxLength={500}
      />
      <div className="flex flex-wrap gap-3">
        <button
          type="submit"
          onClick={decide('approve')}
          disabled={isSubmitting}
          aria-busy={isSubmitting}
          className={primaryButtonClass}
        >
          {isSubmitting ? labels.sending : labels.approve}
        </button>
        <button
          type="submit"
          onClick={decide('hide')}
          disabled={isSubmitting}
          className={secondaryButtonClass}
        >
          {labels.hide}
        </button>
      </div>
    </AdminForm>
  );
}
