import { describe, expect, it } from 'vitest';
import { toBannerHref } from './banner-href';

describe('toBannerHref', () => {
  it('keeps storefront paths, query included', () => {
    expect(toBannerHref('/products?category=3')).toEqual({ href: '/products?category=3', external: false });
    expect(toBannerHref(' /offers ')).toEqual({ href: '/offers', external: false });
  });

  it('marks absolute web addresses as external', () => {
    expect(toBannerHref('https://example.org/donate')).toEqual({
      href: 'https://example.org/donate',
      external: true,
    });
  });

  it('refuses scripts, protocol-relative and unknown links', () => {
    expect(toBannerHref('javascript:alert(1)')).toBeNull();
    expect(toBannerHref('//evil.example/path')).toBeNull();
    expect(toBannerHref('/\\evil.example')).toBeNull();
    expect(toBannerHref('offers')).toBeNull();
    expect(toBannerHref('')).toBeNull();
  });
});
