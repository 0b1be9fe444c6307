/** A fresh nonce per page request: 128 random bits, base64. */
export function createNonce(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
}

type PolicyOptions = {
  nonce: string;
  dev: boolean;
  https: boolean;
  /** Origins blog videos may play from besides the store (VIDEO_HOSTS): as media and as embeds. */
  videoHosts?: string[];
};

/**
 * The storefront's Content-Security-Policy. Scripts run only with this page's nonce (Next.js puts it on its
 * own scripts when it finds it in the request's CSP header) or when loaded by such a script
 * ('strict-dynamic'); everything else comes from the store's own origin. Styles allow inline attributes
 * (React's `style={…}`), which cannot carry a nonce. Videos play from the store (the demo's) and from the
 * hosts an operator names, as a file or an embed. `next dev` needs eval and its websocket.
 */
export function contentSecurityPolicy({ nonce, dev, https, videoHosts = [] }: PolicyOptions): string {
  const videos = ["'self'", ...videoHosts].join(' ');
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `media-src ${videos}`,
    `frame-src ${videos}`,
    `connect-src 'self'${dev ? ' ws: wss:' : ''}`,
    // The service worker (/sw.js, decision 0037): named here, as workers would otherwise fall back to
    // script-src, whose 'strict-dynamic' ignores 'self'.
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(https ? ['upgrade-insecure-requests'] : []),
  ];
  return directives.join('; ');
}
