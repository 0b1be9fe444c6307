/**
 * Every storefront page, as its folder under `app/[locale]` names it (`[id]` = one path segment). The proxy
 * answers a router fetch of any other path itself (see proxy.ts); a unit test checks that every page folder
 * is listed, so a new page cannot be forgotten here.
 */
export const PAGE_ROUTES = [
  '/',
  '/about-us',
  '/admin',
  '/admin/audit',
  '/admin/catalog',
  '/admin/content',
  '/admin/content/pages/[slug]',
  '/admin/content/posts/[id]',
  '/admin/content/posts/new',
  '/admin/content/recipes',
  '/admin/content/recipes/[id]',
  '/admin/content/recipes/new',
  '/admin/coupons',
  '/admin/coupons/[id]',
  '/admin/coupons/new',
  '/admin/customers',
  '/admin/customers/[id]',
  '/admin/home',
  '/admin/orders',
  '/admin/orders/[number]',
  '/admin/orders/[number]/invoice',
  '/admin/partners',
  '/admin/partners/[id]',
  '/admin/products',
  '/admin/products/[id]',
  '/admin/products/csv',
  '/admin/products/new',
  '/admin/settings',
  '/api/opay/cancel',
  '/articles/[id]',
  '/become-partner',
  '/become-partner/accept',
  '/blog',
  '/blog/articles',
  '/blog/reviews',
  '/blog/reviews/[id]',
  '/blog/videos',
  '/checkout/cart',
  '/checkout/checkout-payment',
  '/checkout/success',
  '/coffe-shops',
  '/contact-us',
  '/forget-password',
  '/login',
  '/newsletter/confirm',
  '/offers',
  '/privacy-policy',
  '/products',
  '/profile',
  '/profile/account-setting',
  '/profile/address-book',
  '/profile/my-wish-list',
  '/profile/order-history',
  '/profile/order-history/[number]',
  '/profile/order-history/[number]/invoice',
  '/profile/wallet',
  '/recipes',
  '/reviews/[id]',
  '/seller',
  '/seller/orders',
  '/seller/products',
  '/seller/products/[id]',
  '/seller/products/csv',
  '/seller/products/new',
  '/seller/sales',
  '/seller-profile',
  '/seller-profile/[id]',
  '/set-password',
  '/sign-up',
  '/single-product',
  '/single-product/[id]',
  '/single-recipe',
  '/single-recipe/[id]',
  '/terms-and-conditions',
  '/verify-otp',
  '/videos/[id]',
] as const;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|\\]/g, '\\$&');

const PAGE_PATTERN = new RegExp(
  `^(?:${PAGE_ROUTES.map((route) =>
    route
      .split('/')
      .map((segment) => (/^\[[^\]]+\]$/.test(segment) ? '[^/]+' : escapeRegExp(segment)))
      .join('/'),
  ).join('|')})/?$`,
);

/** Whether a storefront path (no locale prefix, no query) is one of our pages. */
export const isKnownPage = (pathname: string): boolean => PAGE_PATTERN.test(pathname);
