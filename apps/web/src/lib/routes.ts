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

/** A seller's page: `/seller-profile/{id}` (route name seller-profile-id). */
export const getSellerPath = (id: number): string => `/seller-profile/${id}`;

/** The spec's fixed pages, as the navbar and footer link them. `coffeeShops` keeps the spec's spelling. */
export const sitePaths = {
  aboutUs: '/about-us',
  becomePartner: '/become-partner',
  blog: '/blog',
  blogArticles: '/blog/articles',
  blogReviews: '/blog/reviews',
  blogVideos: '/blog/videos',
  coffeeShops: '/coffe-shops',
  contactUs: '/contact-us',
  forgetPassword: '/forget-password',
  setPassword: '/set-password',
  login: '/login',
  offers: '/offers',
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

/** The back office (staff and admins). */
export const adminPaths = {
  home: '/admin',
  orders: '/admin/orders',
  products: '/admin/products',
  customers: '/admin/customers',
  settings: '/admin/settings',
  audit: '/admin/audit',
  dashboard: '/admin',
  newProduct: '/admin/products/new',
  productsCsv: '/admin/products/csv',
  catalog: '/admin/catalog',
  partners: '/admin/partners',
  coupons: '/admin/coupons',
  newCoupon: '/admin/coupons/new',
  content: '/admin/content',
  newPost: '/admin/content/posts/new',
  adminRecipes: '/admin/content/recipes',
  newRecipe: '/admin/content/recipes/new',
  /** The home page's sliders, advertisements and shipping steps. */
  homeContent: '/admin/home',
} as const;

/** One customer in the back office: `/admin/customers/42`. */
export const getAdminCustomerPath = (id: number): string => `/admin/customers/${id}`;

/** One coupon in the back office: `/admin/coupons/12`. */
export const getAdminCouponPath = (id: number): string => `/admin/coupons/${id}`;

/** One blog post's edit page in the back office: `/admin/content/posts/12`. */
export const getAdminPostPath = (id: number): string => `/admin/content/posts/${id}`;

/** One recipe's edit page in the back office: `/admin/content/recipes/7`. */
export const getAdminRecipePath = (id: number): string => `/admin/content/recipes/${id}`;

/** One static page's edit page in the back office: `/admin/content/pages/about-us`. */
export const getAdminPagePath = (slug: string): string => `/admin/content/pages/${slug}`;

/** One partner application in the back office: `/admin/partners/7`. */
export const getAdminPartnerPath = (id: number): string => `/admin/partners/${id}`;

/** A partner's private document, read through the store's own origin after the API's role check. */
export const getPartnerDocumentPath = (id: number, field: 'contract' | 'tax_card'): string =>
  `/bff/admin/partner-applications/${id}/files/${field}`;

/** The seller portal (a user linked to a seller). */
export const sellerPaths = {
  home: '/seller',
  orders: '/seller/orders',
  products: '/seller/products',
  sales: '/seller/sales',
  dashboard: '/seller',
  newProduct: '/seller/products/new',
  productsCsv: '/seller/products/csv',
} as const;

/** One product's edit page: `/admin/products/42` or `/seller/products/42`. */
export const getProductEditPath = (area: 'admin' | 'seller', id: number): string => `/${area}/products/${id}`;

/** One order in the back office: `/admin/orders/CM-2026-000123`. */
export const getAdminOrderPath = (orderNumber: string): string =>
  `${adminPaths.orders}/${encodeURIComponent(orderNumber)}`;
