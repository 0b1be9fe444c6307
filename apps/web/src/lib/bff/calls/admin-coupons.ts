import { defineCall } from '../define-call';

// Coupons in the back office.

export const createCoupon = /* @__PURE__ */ defineCall({
  method: 'POST',
  path: 'admin/coupons',
  body: 'backoffice-coupons.CouponBody',
  answer: 'backoffice-coupons.AdminCouponResponse',
});

export const updateCoupon = /* @__PURE__ */ defineCall({
  method: 'PUT',
  path: 'admin/coupons/:id',
  params: { id: 'id' },
  body: 'backoffice-coupons.CouponBody',
  answer: 'backoffice-coupons.AdminCouponResponse',
});
