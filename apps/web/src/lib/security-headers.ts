/**
 * One year of HTTPS only, subdomains included (no `preload`: that list is a commitment of its own). Browsers
 * heed it over HTTPS alone, so a production build tried on http://localhost is unaffected.
 */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/**
 * Headers of every answer, pages and /bff JSON alike (next.config.ts; pages also get their CSP from the
 * proxy, src/proxy.ts). HSTS in production only: `next dev` must not pin http://localhost to HTTPS.
 */
export function securityHeaders(mode: string | undefined): { key: string; value: string }[] {
  return [
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
    ...(mode === 'production'
      ? [{ key: 'Strict-Transport-Security', value: STRICT_TRANSPORT_SECURITY }]
      : []),
  ];
}
