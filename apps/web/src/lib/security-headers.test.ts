import { describe, expect, it } from 'vitest';
import { securityHeaders } from './security-headers';

const named = (headers: { key: string; value: string }[], key: string) =>
  headers.find((header) => header.key === key)?.value;

describe('the storefront’s security headers', () => {
  it('pin HTTPS for a year in production only', () => {
    expect(named(securityHeaders('production'), 'Strict-Transport-Security')).toBe(
      'max-age=31536000; includeSubDomains',
    );
    // `next dev` on http://localhost: a browser that kept the pin would refuse every other local port's http.
    expect(named(securityHeaders('development'), 'Strict-Transport-Security')).toBeUndefined();
    expect(named(securityHeaders('test'), 'Strict-Transport-Security')).toBeUndefined();
  });

  it('keep the headers every answer carries', () => {
    for (const mode of ['production', 'development'] as const) {
      expect(named(securityHeaders(mode), 'X-Frame-Options')).toBe('DENY');
      expect(named(securityHeaders(mode), 'X-Content-Type-Options')).toBe('nosniff');
    }
  });
});
