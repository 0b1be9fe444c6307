import { defineCall, lazySchema } from '../define-call';

// Made from the product page, whose first load carries no zod (budgets.json): the schemas load with the call.
const contract = () => import('@coffee/contracts/reviews');
const MyReviewState = lazySchema(() => contract().then((schemas) => schemas.MyReviewState));
const ReviewBody = lazySchema(() => contract().then((schemas) => schemas.ReviewBody));

/** The signed-in shopper's review of a product and whether they may write one (they received it). */
export const getMyReview = defineCall({
  method: 'GET',
  path: 'products/:id/review',
  params: { id: 'id' },
  answer: MyReviewState,
});
export const writeReview = defineCall({
  method: 'POST',
  path: 'products/:id/review',
  params: { id: 'id' },
  body: ReviewBody,
  answer: MyReviewState,
});
export const editReview = defineCall({
  method: 'PUT',
  path: 'products/:id/review',
  params: { id: 'id' },
  body: ReviewBody,
  answer: MyReviewState,
});
