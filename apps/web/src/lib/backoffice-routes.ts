// The back office's and the seller portal's own addresses, apart from lib/routes.ts: that module is in every
// shopper page's first-load JavaScript, and these are for staff and sellers only.

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
  reviews: '/admin/reviews',
  /** Synonyms staff keep, and what shoppers searched each week. */
  search: '/admin/search',
  /** Return requests: decide, book the pickup, judge what came back, refund. */
  returns: '/admin/returns',
  /** InstaPay orders waiting for staff to find their transfer. */
  instapay: '/admin/instapay',
  coupons: '/admin/coupons',
  newCoupon: '/admin/coupons/new',
  content: '/admin/content',
  newPost: '/admin/content/posts/new',
  adminRecipes: '/admin/content/recipes',
  newRecipe: '/admin/content/recipes/new',
  /** The home page's sliders, advertisements and shipping steps. */
  homeContent: '/admin/home',
  /** Cash on delivery per day: what the courier was to collect and what it reported. */
  courierCash: '/admin/courier-cash',
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

/** One review in the back office's queue: `/admin/reviews/31`. */
export const getAdminReviewPath = (id: number): string => `/admin/reviews/${id}`;

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

/** An order's tax invoice in the back office: `/admin/orders/CM-2026-000123/invoice`. */
export const getAdminInvoicePath = (orderNumber: string): string =>
  `${getAdminOrderPath(orderNumber)}/invoice`;
