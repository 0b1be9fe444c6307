import { describe, expect, it } from 'vitest';
import { isMembersOnly } from './members-only';

describe('isMembersOnly', () => {
  it('keeps guests out of the profile area and the checkout after the cart', () => {
    for (const path of [
      '/profile',
      '/profile/order-history',
      '/profile/order-history/CM-2026-000001',
      '/checkout/checkout-payment',
      '/checkout/success',
      '/admin',
      '/admin/orders/CM-2026-000001',
      '/seller',
      '/become-partner/accept',
    ]) {
      expect(isMembersOnly(path), path).toBe(true);
    }
  });

  it('lets guests open the cart page and everything else', () => {
    for (const path of [
      '/checkout/cart',
      '/checkout',
      '/',
      '/products',
      '/profiles',
      '/login',
      '/seller-profile/3',
      '/administration',
    ]) {
      expect(isMembersOnly(path), path).toBe(false);
    }
  });
});
