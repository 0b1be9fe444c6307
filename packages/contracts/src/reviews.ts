import { z } from 'zod';
import { MultilineText } from './auth';
import { dataEnvelope, Id, LangQuery, PageQuery, pageEnvelope } from './common';

/** A review waits for staff (`pending`) until they approve or hide it; an edit sends it back to wait. */
export const ReviewStatus = z.enum(['pending', 'approved', 'hidden']);
export type ReviewStatus = z.infer<typeof ReviewStatus>;

export const REVIEW_BODY_MAX = 2000;

/** `POST /products/{id}/review` (write) and `PUT /products/{id}/review` (edit): stars and words. */
export const ReviewBody = z
  .strictObject({
    rating: z.number().int().min(1).max(5).describe('Stars, 1 to 5'),
    body: MultilineText.trim()
      .max(REVIEW_BODY_MAX)
      .default('')
      .describe('What the shopper thought; may be empty'),
  })
  .describe('A review, in the language of the page it is written on (`lang`)');
export type ReviewBody = z.input<typeof ReviewBody>;

/** The signed-in shopper's own review of a product, as they wrote it and where it stands. */
export const MyReview = z.object({
  id: z.number().int(),
  rating: z.number().int(),
  body: z.string(),
  lang: z.string(),
  status: ReviewStatus,
  updated_at: z.string(),
});
export type MyReview = z.infer<typeof MyReview>;

/** `GET /products/{id}/review`: whether the caller may review the product (they received it) and their review. */
export const MyReviewState = z.object({
  can_review: z.boolean().describe('The caller has an order of this product that reached Delivered'),
  review: MyReview.nullable(),
});
export type MyReviewState = z.infer<typeof MyReviewState>;
export const MyReviewStateResponse = dataEnvelope(MyReviewState);

/** `GET /admin/reviews`: the moderation queue (pending, oldest first) or the reviews of one decision. */
export const AdminReviewsQuery = LangQuery.extend({
  status: ReviewStatus.default('pending'),
  product_id: Id.optional(),
  page: PageQuery.shape.page,
  per_page: z.coerce.number().int().min(1).max(100).default(25),
});

export const AdminReview = z.object({
  id: z.number().int(),
  product: z.object({ id: z.number().int(), name: z.string() }),
  author: z.string(),
  rating: z.number().int(),
  body: z.string(),
  lang: z.string(),
  verified: z.boolean(),
  status: ReviewStatus,
  reason: z.string().nullable().describe('Staff’s reason for the last decision'),
  moderated_by: z.string().nullable(),
  moderated_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminReview = z.infer<typeof AdminReview>;
export const AdminReviewsResponse = pageEnvelope(AdminReview);
export const AdminReviewResponse = dataEnvelope(AdminReview);

/** `POST /admin/reviews/{id}/decision`: approve (reason optional) or hide (reason required). */
export const ReviewDecisionBody = z
  .strictObject({
    decision: z.enum(['approve', 'hide']),
    reason: MultilineText.trim().max(500).default(''),
  })
  .refine((value) => value.decision !== 'hide' || value.reason.length >= 3, {
    path: ['reason'],
    message: 'A reason is required to hide a review',
    params: { messageKey: 'reviewHideReason' },
  });
export type ReviewDecisionBody = z.input<typeof ReviewDecisionBody>;

/** How long after delivery the "how was it?" email goes out, by default (`REVIEW_REQUEST_DELAY_DAYS`). */
export const REVIEW_REQUEST_DELAY_DAYS = 3;
