import { AdminReview, ReviewDecisionBody } from '@coffee/contracts/reviews';
import { defineCall } from '../define-call';

/** Staff approve a review onto the product page or hide it; answers the review as it now is. */
export const decideReview = defineCall({
  method: 'POST',
  path: 'admin/reviews/:id/decision',
  params: { id: 'id' },
  body: ReviewDecisionBody,
  answer: AdminReview,
});
