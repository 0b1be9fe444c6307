import 'server-only';
import {
  type AdminCoupon,
  AdminCouponResponse,
  AdminCouponsResponse,
} from '@coffee/contracts/backoffice-coupons';
import type { Locale } from '@coffee/contracts/common';
import { isApiNotFound } from './api-request-error';
import { backofficeGet } from './backoffice';

/** A page of coupons, newest first, optionally those whose code holds `q`. */
export const listAdminCoupons = (query: { q?: string; page: number }, locale: Locale) =>
  backofficeGet('/admin/coupons', query, AdminCouponsResponse, { locale });

/** One coupon with its usage; null for an unknown id. */
export async function getAdminCoupon(id: number, locale: Locale): Promise<AdminCoupon | null> {
  try {
    return (await backofficeGet(`/admin/coupons/${id}`, {}, AdminCouponResponse, { locale })).data;
  } catch (error) {
    if (isApiNotFound(error)) return null;
    throw error;
  }
}
