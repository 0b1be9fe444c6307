import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, createNonce } from './content-security-policy';
import { parseEnv, parseVideoHosts } from './parse-env';

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

describe('videos in the storefront CSP', () => {
  it('plays videos from the store only, unless an operator names hosts', () => {
    const policy = contentSecurityPolicy({ nonce: 'n', dev: false, https: true });
    expect(policy).toContain("media-src 'self'");
    expect(policy).toContain("frame-src 'self'");
    const withHosts = contentSecurityPolicy({
      nonce: 'n',
      dev: false,
      https: true,
      videoHosts: ['https://www.youtube-nocookie.com'],
    });
    expect(withHosts).toContain("media-src 'self' https://www.youtube-nocookie.com");
    expect(withHosts).toContain("frame-src 'self' https://www.youtube-nocookie.com");
  });

  it('takes VIDEO_HOSTS as https origins only', () => {
    expect(parseVideoHosts(undefined)).toEqual([]);
    expect(parseVideoHosts(' https://www.youtube-nocookie.com , https://cdn.example.com:8443 ')).toEqual([
      'https://www.youtube-nocookie.com',
      'https://cdn.example.com:8443',
    ]);
    for (const wrong of [
      'http://videos.example.com',
      'https://videos.example.com/path',
      'videos.example.com',
    ]) {
      expect(parseVideoHosts(wrong), wrong).toBeNull();
    }
    expect(() => parseEnv({ VIDEO_HOSTS: 'http://insecure.example.com' })).toThrow(/VIDEO_HOSTS/);
  });
});
