import { describe, expect, it } from 'vitest';
import { checkForwarded } from './forwarded-routes';

// Every call the hand-kept allowlist forwarded before the call table replaced it, one example path per
// alternative of each of its patterns: the table must still forward them all, with the same methods.
const ORDER = 'CM-2026-000123';
const OLD_LIST: [string, string[]][] = [
  ...['register', 'resend-otp', 'forgot-password', 'reset-password', 'change-password', 'updateProfile']
    .concat(['login-code', 'invitation'])
    .map((action): [string, string[]] => [`auth/${action}`, ['POST']]),
  ['auth/me', ['GET']],
  ['addresses', ['GET', 'POST']],
  ['addresses/3', ['PUT', 'DELETE']],
  ['addresses/3/primary', ['POST']],
  ['wallet', ['GET']],
  ['governorates', ['GET']],
  ['governorates/5/cities', ['GET']],
  ['shopping-cart', ['GET', 'POST']],
  ['shopping-cart/12', ['DELETE']],
  ['wishlist', ['GET']],
  ['wishlist/7', ['POST']],
  ['checkCoupon', ['POST']],
  ['orders/summary', ['GET']],
  ['payment-methods', ['GET']],
  ['orders', ['GET', 'POST']],
  [`orders/${ORDER}`, ['GET']],
  [`orders/${ORDER}/cancel`, ['POST']],
  [`reorder/${ORDER}`, ['POST']],
  ['payments/paytabs', ['POST']],
  ['payments/opay', ['POST']],
  ['contact', ['POST']],
  ['partner-applications', ['POST']],
  [`admin/orders/${ORDER}/status`, ['POST']],
  ['admin/customers/4/wallet', ['POST']],
  ['admin/customers/4/block', ['POST']],
  ['seller/order-lines/9/ready', ['POST']],
  ['admin/settings', ['PUT']],
  ['admin/shipping-zones/2', ['PUT']],
  ...['admin', 'seller'].flatMap((area): [string, string[]][] => [
    [`${area}/products/12/pricing`, ['PUT']],
    [`${area}/variants/7/pricing`, ['PUT']],
    [`${area}/catalog-options`, ['GET']],
    [`${area}/products`, ['GET', 'POST']],
    [`${area}/products/12`, ['PUT']],
    [`${area}/products/12/images`, ['POST', 'PUT']],
    [`${area}/products/12/variants`, ['POST']],
    [`${area}/variants/7`, ['PUT', 'DELETE']],
    [`${area}/catalog/export.csv`, ['GET']],
    [`${area}/catalog/import`, ['POST']],
  ]),
  ['admin/categories', ['POST']],
  ['admin/brands', ['POST']],
  ['admin/categories/3/sub-categories', ['POST']],
  ['admin/categories/3', ['PUT']],
  ['admin/sub-categories/3', ['PUT']],
  ['admin/brands/3', ['PUT']],
  ['admin/partner-applications/4/approve', ['POST']],
  ['admin/partner-applications/4/reject', ['POST']],
  ['admin/partner-applications/4/invitation', ['POST']],
  ['admin/coupons', ['POST']],
  ['admin/shipping-zones', ['POST']],
  ['admin/governorates/3/zone', ['PUT']],
  ['admin/coupons/12', ['PUT']],
  ['admin/blog', ['POST']],
  ['admin/recipes', ['POST']],
  ['admin/blog/12', ['PUT', 'DELETE']],
  ['admin/recipes/12', ['PUT', 'DELETE']],
  ['admin/blog/12/cover', ['POST']],
  ['admin/recipes/12/image', ['POST']],
  ['admin/pages/about-us', ['PUT']],
  ['admin/pages/privacy-policy', ['PUT']],
  ['admin/pages/terms-and-conditions', ['PUT']],
  ['admin/content/preview', ['POST']],
  ['admin/partner-applications/4/files/contract', ['GET']],
  ['admin/partner-applications/4/files/tax_card', ['GET']],
  ...['sliders', 'advertisements'].flatMap((kind): [string, string[]][] => [
    [`admin/home/${kind}`, ['POST']],
    [`admin/home/${kind}/images`, ['POST']],
    [`admin/home/${kind}/12`, ['PUT', 'DELETE']],
    [`admin/home/${kind}/order`, ['PUT']],
  ]),
  ['admin/home/shipping-steps/3', ['PUT']],
  ['admin/home/shipping-steps/order', ['PUT']],
];
const METHODS = ['GET', 'POST', 'PUT', 'DELETE'];

describe('the forwarder’s allowlist, derived from the call table', () => {
  it('forwards every call the hand-kept list forwarded, with its methods and no others', () => {
    for (const [path, methods] of OLD_LIST) {
      for (const method of METHODS) {
        expect(checkForwarded(path, method), `${method} ${path}`).toBe(
          methods.includes(method) ? 'ok' : 'method',
        );
      }
    }
  });

  it('still refuses the near misses: other values, unbounded ids and order numbers, paths that run on', () => {
    for (const path of [
      'auth/logout',
      'auth/refresh',
      'auth/me/',
      'addresses/abc',
      'addresses/12345678901',
      'addresses/3/primary/x',
      'orders/CM-26-000123',
      `orders/${ORDER}x`,
      `orders/${ORDER}/cancel/../../wallet`,
      'payments/valu',
      'customer/products',
      'seller/customers/4/block',
      'seller/settings',
      'seller/pages/about-us',
      'admin/pages/faq',
      'admin/partner-applications/4/files/id_card',
      'admin/home/banners',
      'admin/home/shipping-steps',
      'admin/catalog/exportxcsv',
      'admin/products/12/images/3',
      '/addresses',
      'addresses/',
    ]) {
      expect(checkForwarded(path, 'POST'), path).toBe('unknown');
    }
    expect(checkForwarded('admin/home/shipping-steps/order', 'POST')).toBe('method');
    expect(checkForwarded('admin/home/sliders/images', 'PUT')).toBe('method');
    expect(checkForwarded(`reorder/${ORDER}`, 'GET')).toBe('method');
  });
});
