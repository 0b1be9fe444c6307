import { describe, expect, it } from 'vitest';
import { bodyLimitOf, checkForwarded } from './forwarded-routes';

describe('checkForwarded', () => {
  it('forwards the shopper’s own calls with their methods', () => {
    expect(checkForwarded('shopping-cart', 'POST')).toBe('ok');
    expect(checkForwarded('shopping-cart/12', 'DELETE')).toBe('ok');
    expect(checkForwarded('wishlist/7', 'POST')).toBe('ok');
    expect(checkForwarded('addresses/3/primary', 'POST')).toBe('ok');
    expect(checkForwarded('governorates/5/cities', 'GET')).toBe('ok');
    expect(checkForwarded('auth/updateProfile', 'POST')).toBe('ok');
    expect(checkForwarded('contact', 'POST')).toBe('ok');
    expect(checkForwarded('partner-applications', 'POST')).toBe('ok');
  });

  it('lets only a partner application carry two 5 MB documents', () => {
    expect(bodyLimitOf('partner-applications')).toBeGreaterThan(10 * 1024 * 1024);
    expect(bodyLimitOf('auth/updateProfile')).toBeLessThan(7 * 1024 * 1024);
  });

  it('forwards the checkout and the order history', () => {
    expect(checkForwarded('checkCoupon', 'POST')).toBe('ok');
    expect(checkForwarded('orders/summary', 'GET')).toBe('ok');
    expect(checkForwarded('payment-methods', 'GET')).toBe('ok');
    expect(checkForwarded('orders', 'POST')).toBe('ok');
    expect(checkForwarded('orders', 'GET')).toBe('ok');
    expect(checkForwarded('orders/CM-2026-000123', 'GET')).toBe('ok');
    expect(checkForwarded('orders/CM-2026-000123/cancel', 'POST')).toBe('ok');
    expect(checkForwarded('reorder/CM-2026-000123', 'POST')).toBe('ok');
    expect(checkForwarded('payments/paytabs', 'POST')).toBe('ok');
    expect(checkForwarded('payments/opay', 'POST')).toBe('ok');
  });

  it('refuses checkout calls with another method or a malformed order number', () => {
    expect(checkForwarded('orders/summary', 'POST')).toBe('method');
    expect(checkForwarded('orders/CM-2026-000123', 'DELETE')).toBe('method');
    expect(checkForwarded('orders/CM-2026-000123/cancel', 'GET')).toBe('method');
    for (const path of [
      'orders/123',
      'orders/CM-2026-1',
      'orders/CM-2026-000123/../../dev/outbox',
      'reorder/CM-2026-0001234567890',
      'payments/stripe',
      'admin/orders/CM-2026-1/status',
    ]) {
      expect(checkForwarded(path, 'POST'), path).toBe('unknown');
    }
  });

  it('forwards the home content of the back office and the resent invitation, nothing more', () => {
    expect(checkForwarded('admin/home/sliders', 'POST')).toBe('ok');
    expect(checkForwarded('admin/home/advertisements/images', 'POST')).toBe('ok');
    expect(checkForwarded('admin/home/sliders/12', 'PUT')).toBe('ok');
    expect(checkForwarded('admin/home/advertisements/12', 'DELETE')).toBe('ok');
    expect(checkForwarded('admin/home/shipping-steps/3', 'PUT')).toBe('ok');
    expect(checkForwarded('admin/home/shipping-steps/order', 'PUT')).toBe('ok');
    expect(checkForwarded('admin/partner-applications/7/invitation', 'POST')).toBe('ok');
    expect(checkForwarded('admin/home/shipping-steps/3', 'DELETE')).toBe('method');
    expect(checkForwarded('admin/home/pages/3', 'PUT')).toBe('unknown');
    expect(checkForwarded('admin/home/sliders/../../dev/outbox', 'PUT')).toBe('unknown');
  });

  it('refuses other methods on a known path', () => {
    expect(checkForwarded('wallet', 'POST')).toBe('method');
    expect(checkForwarded('addresses/3', 'GET')).toBe('method');
  });

  it('is no open proxy: token-bearing and unknown paths are refused', () => {
    // login, verify-otp, refresh and logout have routes of their own that keep tokens out of the browser.
    for (const path of ['auth/login', 'auth/refresh', 'auth/verify-otp', 'dev/outbox', 'docs', '']) {
      expect(checkForwarded(path, 'POST'), path).toBe('unknown');
    }
    expect(checkForwarded('shopping-cart/../dev/outbox', 'DELETE')).toBe('unknown');
    expect(checkForwarded('wishlist/12345678901', 'POST')).toBe('unknown');
  });

  it('forwards the catalog calls of the back office and the seller portal, and nothing beside them', () => {
    for (const area of ['admin', 'seller']) {
      expect(checkForwarded(`${area}/products`, 'POST')).toBe('ok');
      expect(checkForwarded(`${area}/products/12`, 'PUT')).toBe('ok');
      expect(checkForwarded(`${area}/products/12/images`, 'POST')).toBe('ok');
      expect(checkForwarded(`${area}/variants/7`, 'DELETE')).toBe('ok');
      expect(checkForwarded(`${area}/catalog/export.csv`, 'GET')).toBe('ok');
      expect(checkForwarded(`${area}/catalog/import`, 'POST')).toBe('ok');
      expect(checkForwarded(`${area}/products/12`, 'DELETE')).toBe('method');
    }
    expect(checkForwarded('admin/categories/3/sub-categories', 'POST')).toBe('ok');
    expect(checkForwarded('admin/sub-categories/3', 'PUT')).toBe('ok');
    // Sellers read categories and brands; only the back office changes them.
    expect(checkForwarded('seller/categories', 'POST')).toBe('unknown');
    expect(checkForwarded('seller/brands/3', 'PUT')).toBe('unknown');
    expect(checkForwarded('admin/catalog/export.csv/../../dev/outbox', 'GET')).toBe('unknown');
  });

  it('forwards the partner review and the invitation, and nothing else under it', () => {
    expect(checkForwarded('auth/invitation', 'POST')).toBe('ok');
    expect(checkForwarded('admin/partner-applications/4/approve', 'POST')).toBe('ok');
    expect(checkForwarded('admin/partner-applications/4/reject', 'POST')).toBe('ok');
    expect(checkForwarded('admin/partner-applications/4/files/contract', 'GET')).toBe('ok');
    expect(checkForwarded('admin/partner-applications/4/files/tax_card', 'GET')).toBe('ok');
    expect(checkForwarded('admin/partner-applications/4/approve', 'GET')).toBe('method');
    expect(checkForwarded('admin/partner-applications/4/files/../../etc', 'GET')).toBe('unknown');
    expect(checkForwarded('admin/partner-applications/4/files/passport', 'GET')).toBe('unknown');
    expect(checkForwarded('admin/coupons', 'POST')).toBe('ok');
    expect(checkForwarded('admin/coupons/12', 'PUT')).toBe('ok');
    expect(checkForwarded('admin/coupons/12', 'DELETE')).toBe('method');
    expect(checkForwarded('admin/blog', 'POST')).toBe('ok');
    expect(checkForwarded('admin/blog/12', 'DELETE')).toBe('ok');
    expect(checkForwarded('admin/blog/12/cover', 'POST')).toBe('ok');
    expect(checkForwarded('admin/recipes/12', 'PUT')).toBe('ok');
    expect(checkForwarded('admin/pages/about-us', 'PUT')).toBe('ok');
    expect(checkForwarded('admin/pages/about-us', 'DELETE')).toBe('method');
    expect(checkForwarded('admin/content/preview', 'POST')).toBe('ok');
    expect(checkForwarded('admin/shipping-zones', 'POST')).toBe('ok');
    expect(checkForwarded('admin/governorates/3/zone', 'PUT')).toBe('ok');
  });
});
