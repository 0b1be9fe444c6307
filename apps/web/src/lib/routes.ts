/** Storefront URLs, built in one place so links and the pages they point at cannot drift apart. */

export const homePath = '/';

/**
 * `/products`, optionally filtered: the spec's `category` and `subCategory` query parameters, and `query`
 * for a full-text search.
 */
export function getProductsPath(
  filter: { category?: number; subCategory?: number; query?: string } = {},
): string {
  const query = new URLSearchParams();
  if (filter.category !== undefined) query.set('category', String(filter.category));
  if (filter.subCategory !== undefined) query.set('subCategory', String(filter.subCategory));
  if (filter.query) query.set('query', filter.query);
  const search = query.toString();
  return search ? `/products?${search}` : '/products';
}

/** A product's page: `/single-product/{id}`, with one of its variants chosen (`?variant={id}`) if given. */
export const getProductPath = (id: number, variantId?: number | null): string =>
  variantId ? `/single-product/${id}?variant=${variantId}` : `/single-product/${id}`;

/** A product's page opened at the shopper's review form (a delivered order's "Rate this product", the email). */
export const getProductReviewPath = (id: number): string => `/single-product/${id}?review=1#write-review`;

/** A seller's page: `/seller-profile/{id}` (route name seller-profile-id). */
export const getSellerPath = (id: number): string => `/seller-profile/${id}`;

/** The spec's fixed pages, as the navbar and footer link them. `coffeeShops` keeps the spec's spelling. */
export const sitePaths = {
  aboutUs: '/about-us',
  becomePartner: '/become-partner',
  becomePartnerAccept: '/become-partner/accept',
  blog: '/blog',
  blogArticles: '/blog/articles',
  blogReviews: '/blog/reviews',
  blogVideos: '/blog/videos',
  coffeeShops: '/coffe-shops',
  contactUs: '/contact-us',
  forgetPassword: '/forget-password',
  installApp: '/install-app',
  setPassword: '/set-password',
  login: '/login',
  newsletterConfirm: '/newsletter/confirm',
  offers: '/offers',
  offline: '/offline',
  privacyPolicy: '/privacy-policy',
  recipes: '/recipes',
  signUp: '/sign-up',
  termsAndConditions: '/terms-and-conditions',
  verifyOtp: '/verify-otp',
} as const;

/** The footer's "Videos": the blog's video list. */
export const blogVideosPath = sitePaths.blogVideos;

/** A post's page: articles at `/articles/{id}`, reviews at the spec's `/blog/reviews/{id}`, videos at `/videos/{id}`. */
export function getBlogPostPath(post: { id: number; type: 'article' | 'review' | 'video' }): string {
  if (post.type === 'review') return `/blog/reviews/${post.id}`;
  return post.type === 'video' ? `/videos/${post.id}` : `/articles/${post.id}`;
}

/** A recipe's page: the spec's `/single-recipe`, with the recipe's id in the path. */
export const getRecipePath = (id: number): string => `/single-recipe/${id}`;

/** The recipes list, filtered by a category chip (`?category=iced`) and paged. */
export function getRecipesPath(filter: { category?: string; page?: number } = {}): string {
  const query = new URLSearchParams();
  if (filter.category) query.set('category', filter.category);
  if (filter.page && filter.page > 1) query.set('page', String(filter.page));
  const search = query.toString();
  return search ? `/recipes?${search}` : '/recipes';
}

/** The shopper's profile area (`/profile` itself redirects to account settings). */
export const profilePaths = {
  accountSetting: '/profile/account-setting',
  addressBook: '/profile/address-book',
  myWishList: '/profile/my-wish-list',
  orderHistory: '/profile/order-history',
  wallet: '/profile/wallet',
} as const;

/**
 * The login page that brings the shopper back to `routeBack` afterwards (a same-site path with its query),
 * as the proxy and the profile pages send guests there: `/login?routeBack=%2Fprofile%2Faddress-book`.
 */
export function getLoginPath(routeBack?: string): string {
  if (!routeBack || routeBack === '/') return sitePaths.login;
  return `${sitePaths.login}?${new URLSearchParams({ routeBack })}`;
}

/** The checkout steps (spec §2); guests may open the cart, the proxy sends them to login for the others. */
export const checkoutPaths = {
  cart: '/checkout/cart',
  payment: '/checkout/checkout-payment',
  success: '/checkout/success',
} as const;

/** The success page of a placed (or paid) order. */
export const getOrderSuccessPath = (orderNumber: string): string =>
  `${checkoutPaths.success}?${new URLSearchParams({ order: orderNumber })}`;

/** Where a declined online payment comes back: the checkout, offering to pay again or another way. */
export const getPaymentFailedPath = (orderNumber: string): string =>
  `${checkoutPaths.payment}?${new URLSearchParams({ order: orderNumber, payment: 'failed' })}`;

/** One order of the shopper's history: `/profile/order-history/CM-2026-000123`. */
export const getOrderPath = (orderNumber: string): string =>
  `${profilePaths.orderHistory}/${encodeURIComponent(orderNumber)}`;

/** The tax invoice of one of the shopper's orders: `/profile/order-history/CM-2026-000123/invoice`. */
export const getInvoicePath = (orderNumber: string): string => `${getOrderPath(orderNumber)}/invoice`;
