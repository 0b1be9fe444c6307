import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, createNonce } from './content-security-policy';

describe('the storefront CSP', () => {
  it('lets scripts run only with the page nonce, and nobody frame the store', () => {
    const policy = contentSecurityPolicy({ nonce: 'abc123', dev: false, https: true });
    expect(policy).toContain("script-src 'self' 'nonce-abc123' 'strict-dynamic'");
    expect(policy).not.toContain('unsafe-eval');
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain('upgrade-insecure-requests');
  });

  it('allows what next dev needs only in development', () => {
    const policy = contentSecurityPolicy({ nonce: 'n', dev: true, https: false });
    expect(policy).toContain("'unsafe-eval'");
    expect(policy).toContain('ws:');
    expect(policy).not.toContain('upgrade-insecure-requests');
  });

  it('makes a new, unguessable nonce each time', () => {
    const nonces = new Set(Array.from({ length: 50 }, createNonce));
    expect(nonces.size).toBe(50);
    expect([...nonces][0]).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });
});
