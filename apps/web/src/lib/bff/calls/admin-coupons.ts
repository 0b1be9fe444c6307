import { defineCall } from '../define-call';

// Coupons in the back office.

export const createCoupon = defineCall({
  method: 'POST',
  path: 'admin/coupons',
  body: () => import('@coffee/contracts/backoffice-coupons').then((m) => m.CouponBody),
  answer: () => import('@coffee/contracts/backoffice-coupons').then((m) => m.AdminCouponResponse),
});

export const updateCoupon = defineCall({
  method: 'PUT',
  path: 'admin/coupons/:id',
  params: { id: 'id' },
  body: () => import('@coffee/contracts/backoffice-coupons').then((m) => m.CouponBody),
  answer: () => import('@coffee/contracts/backoffice-coupons').then((m) => m.AdminCouponResponse),
});
