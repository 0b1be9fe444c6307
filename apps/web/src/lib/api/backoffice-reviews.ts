import 'server-only';
import type { Locale } from '@coffee/contracts/common';
import {
  type AdminReview,
  AdminReviewResponse,
  AdminReviewsResponse,
  type ReviewStatus,
} from '@coffee/contracts/reviews';
import { isApiNotFound } from './api-request-error';
import { backofficeGet } from './backoffice';

/** A page of reviews of one status: the queue (waiting, oldest first) or those approved or hidden. */
export const listReviewsForModeration = (query: { status?: ReviewStatus; page: number }, locale: Locale) =>
  backofficeGet('/admin/reviews', query, AdminReviewsResponse, { locale });

/** One review with its last decision; null for an unknown id. */
export async function getReviewForModeration(id: number, locale: Locale): Promise<AdminReview | null> {
  try {
    return (await backofficeGet(`/admin/reviews/${id}`, {}, AdminReviewResponse, { locale })).data;
  } catch (error) {
    if (isApiNotFound(error)) return null;
    throw error;
  }
}
