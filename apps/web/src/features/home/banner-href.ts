/**
 * Where a banner (slider or sale card) leads. The API gives storefront paths (`/offers`,
 * `/products?category=3`); an absolute http(s) URL is allowed as an external link. Anything else
 * (`javascript:`, protocol-relative `//host`, a bare word) is refused, so the banner renders without a link.
 */
export type BannerHref = { href: string; external: boolean };

export function toBannerHref(link: string): BannerHref | null {
  const value = link.trim();
  if (value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')) {
    return { href: value, external: false };
  }
  try {
    const url = new URL(value);
    if (url.protocol === 'https:' || url.protocol === 'http:') return { href: url.href, external: true };
  } catch {
    // Not a URL at all: fall through.
  }
  return null;
}
