type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** An order number as shoppers quote it (the contract's OrderNumber), bounded so no path runs on. */
const ORDER_NUMBER = 'CM-\\d{4}-\\d{6,12}';

/**
 * The API calls the browser may make through the store's own origin, with the shopper's token added by the
 * web's server (the browser never holds it). Anything else is refused: this is no open proxy to the API.
 */
const FORWARDED: [RegExp, Method[]][] = [
  [
    /^auth\/(register|resend-otp|forgot-password|reset-password|change-password|updateProfile|login-code|invitation)$/,
    ['POST'],
  ],
  [/^auth\/me$/, ['GET']],
  [/^addresses$/, ['GET', 'POST']],
  [/^addresses\/\d{1,10}$/, ['PUT', 'DELETE']],
  [/^addresses\/\d{1,10}\/primary$/, ['POST']],
  [/^wallet$/, ['GET']],
  [/^governorates(\/\d{1,10}\/cities)?$/, ['GET']],
  [/^shopping-cart$/, ['GET', 'POST']],
  [/^shopping-cart\/\d{1,10}$/, ['DELETE']],
  [/^wishlist$/, ['GET']],
  [/^wishlist\/\d{1,10}$/, ['POST']],
  [/^checkCoupon$/, ['POST']],
  [/^orders\/summary$/, ['GET']],
  [/^payment-methods$/, ['GET']],
  [/^orders$/, ['GET', 'POST']],
  [new RegExp(`^orders\\/${ORDER_NUMBER}$`), ['GET']],
  [new RegExp(`^orders\\/${ORDER_NUMBER}\\/cancel$`), ['POST']],
  [new RegExp(`^reorder\\/${ORDER_NUMBER}$`), ['POST']],
  [/^payments\/(paytabs|opay)$/, ['POST']],
  [/^contact$/, ['POST']],
  [/^partner-applications$/, ['POST']],
  // The back office: the API checks the caller's role on every call.
  [new RegExp(`^admin\\/orders\\/${ORDER_NUMBER}\\/status$`), ['POST']],
  [/^(admin|seller)\/(products|variants)\/\d{1,10}\/pricing$/, ['PUT']],
  [/^admin\/customers\/\d{1,10}\/(wallet|block)$/, ['POST']],
  [/^seller\/order-lines\/\d{1,10}\/ready$/, ['POST']],
  [/^admin\/(settings|shipping-zones\/\d{1,10})$/, ['PUT']],
  // The catalog of the back office and the seller portal (bo-catalog).
  [/^(admin|seller)\/catalog-options$/, ['GET']],
  [/^(admin|seller)\/products$/, ['POST']],
  [/^(admin|seller)\/products\/\d{1,10}$/, ['PUT']],
  [/^(admin|seller)\/products\/\d{1,10}\/images$/, ['POST', 'PUT']],
  [/^(admin|seller)\/products\/\d{1,10}\/variants$/, ['POST']],
  [/^(admin|seller)\/variants\/\d{1,10}$/, ['PUT', 'DELETE']],
  [/^(admin|seller)\/catalog\/export\.csv$/, ['GET']],
  [/^(admin|seller)\/catalog\/import$/, ['POST']],
  [/^admin\/(categories|brands)$/, ['POST']],
  [/^admin\/categories\/\d{1,10}\/sub-categories$/, ['POST']],
  [/^admin\/(categories|sub-categories|brands)\/\d{1,10}$/, ['PUT']],
  [/^admin\/partner-applications\/\d{1,10}\/(approve|reject|invitation)$/, ['POST']],
  [/^admin\/coupons$/, ['POST']],
  [/^admin\/shipping-zones$/, ['POST']],
  [/^admin\/governorates\/\d{1,10}\/zone$/, ['PUT']],
  [/^admin\/coupons\/\d{1,10}$/, ['PUT']],
  [/^admin\/(blog|recipes)$/, ['POST']],
  [/^admin\/(blog|recipes)\/\d{1,10}$/, ['PUT', 'DELETE']],
  [/^admin\/(blog\/\d{1,10}\/cover|recipes\/\d{1,10}\/image)$/, ['POST']],
  [/^admin\/pages\/(about-us|privacy-policy|terms-and-conditions)$/, ['PUT']],
  [/^admin\/content\/preview$/, ['POST']],
  [/^admin\/partner-applications\/\d{1,10}\/files\/(contract|tax_card)$/, ['GET']],
  // The home page's content (home-admin).
  [/^admin\/home\/(sliders|advertisements)(\/images)?$/, ['POST']],
  [/^admin\/home\/(sliders|advertisements)\/\d{1,10}$/, ['PUT', 'DELETE']],
  [/^admin\/home\/shipping-steps\/\d{1,10}$/, ['PUT']],
  [/^admin\/home\/(sliders|advertisements|shipping-steps)\/order$/, ['PUT']],
];

/** Whether `/bff/<path>` forwards this method: `ok`, `unknown` (404) or `method` (405). */
export function checkForwarded(path: string, method: string): 'ok' | 'unknown' | 'method' {
  const route = FORWARDED.find(([pattern]) => pattern.test(path));
  if (!route) return 'unknown';
  return route[1].includes(method as Method) ? 'ok' : 'method';
}

/** A profile photo may be 5 MB; the multipart wrapping adds a little. */
const DEFAULT_BODY_LIMIT = 6 * 1024 * 1024;
/** A partner application carries two documents of up to 5 MB each, with its text fields. */
const PARTNER_BODY_LIMIT = 11 * 1024 * 1024;

/** The largest body `/bff/<path>` accepts: anything larger is refused before it reaches the API. */
export const bodyLimitOf = (path: string): number =>
  path === 'partner-applications' ? PARTNER_BODY_LIMIT : DEFAULT_BODY_LIMIT;
