import type { AdminReview, MyReview } from '@coffee/contracts/reviews';
import type { productReviews } from '../../db/schema/index.js';
import { type Lang, localized } from '../../i18n/lang.js';
import type { ModerationRow } from './repository.js';

type ReviewRow = typeof productReviews.$inferSelect;

export const toMyReview = (row: ReviewRow): MyReview => ({
  id: row.id,
  rating: row.rating,
  body: row.body,
  lang: row.lang,
  status: row.status,
  updated_at: row.updatedAt.toISOString(),
});

export const toAdminReview = (row: ModerationRow, lang: Lang): AdminReview => ({
  id: row.review.id,
  product: { id: row.review.productId, name: localized(lang, row.productNameEn, row.productNameAr) },
  author: row.review.authorName,
  rating: row.review.rating,
  body: row.review.body,
  lang: row.review.lang,
  verified: row.review.userId !== null,
  status: row.review.status,
  reason: row.review.moderationReason,
  moderated_by:
    row.moderatorFirst === null ? null : `${row.moderatorFirst} ${row.moderatorLast ?? ''}`.trim(),
  moderated_at: row.review.moderatedAt?.toISOString() ?? null,
  created_at: row.review.createdAt.toISOString(),
  updated_at: row.review.updatedAt.toISOString(),
});
