import { AdminCoupon, CouponBody } from '@coffee/contracts/backoffice-coupons';
import { defineCall } from '../define-call';

export const createCoupon = defineCall({
  method: 'POST',
  path: 'admin/coupons',
  body: CouponBody,
  answer: AdminCoupon,
});
export const updateCoupon = defineCall({
  method: 'PUT',
  path: 'admin/coupons/:id',
  params: { id: 'id' },
  body: CouponBody,
  answer: AdminCoupon,
});
