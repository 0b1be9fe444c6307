type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * The API calls the browser may make through the store's own origin, with the shopper's token added by the
 * web's server (the browser never holds it). Anything else is refused: this is no open proxy to the API.
 */
const FORWARDED: [RegExp, Method[]][] = [
  [
    /^auth\/(register|resend-otp|forgot-password|reset-password|change-password|updateProfile|login-code)$/,
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
];

/** Whether `/bff/<path>` forwards this method: `ok`, `unknown` (404) or `method` (405). */
export function checkForwarded(path: string, method: string): 'ok' | 'unknown' | 'method' {
  const route = FORWARDED.find(([pattern]) => pattern.test(path));
  if (!route) return 'unknown';
  return route[1].includes(method as Method) ? 'ok' : 'method';
}
