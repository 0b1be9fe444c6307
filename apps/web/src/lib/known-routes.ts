/**
 * Every storefront page, as its folder under `app/[locale]` names it (`[id]` = one path segment). The proxy
 * answers a router prefetch of any other path itself (see `isKnownPage`); a unit test keeps this list equal
 * to the folders, so a new page cannot be forgotten here.
 */
export const PAGE_ROUTES = [
  '/',
  '/about-us',
  '/articles/[id]',
  '/become-partner',
  '/blog',
  '/blog/articles',
  '/blog/reviews',
  '/blog/reviews/[id]',
  '/blog/videos',
  '/checkout/cart',
  '/coffe-shops',
  '/contact-us',
  '/forget-password',
  '/login',
  '/offers',
  '/privacy-policy',
  '/products',
  '/profile',
  '/profile/account-setting',
  '/profile/address-book',
  '/profile/my-wish-list',
  '/profile/order-history',
  '/profile/wallet',
  '/recipes',
  '/reviews/[id]',
  '/seller-profile',
  '/seller-profile/[id]',
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
