import { describe, expect, it } from 'vitest';
import { needsRenewal, RENEW_BEFORE_SECONDS, readTokenExpiry } from './session-cookies';

const jwt = (claims: object) =>
  ['{"alg":"HS256"}', JSON.stringify(claims), 'signature']
    .map((part, index) => (index < 2 ? Buffer.from(part).toString('base64url') : part))
    .join('.');

describe('readTokenExpiry', () => {
  it('reads exp from a JWT payload (base64url)', () => {
    expect(readTokenExpiry(jwt({ sub: '1', exp: 1_800_000_000, name: 'منى ~~~' }))).toBe(1_800_000_000);
  });

  it('gives null for anything that is not a readable token', () => {
    for (const token of [undefined, '', 'abc', 'a.!!!.c', jwt({ sub: '1' }), jwt({ exp: '1' })]) {
      expect(readTokenExpiry(token), String(token)).toBeNull();
    }
  });
});

describe('needsRenewal', () => {
  const now = 1_800_000_000;
  it('renews a token close to expiry, or missing, but not a fresh one', () => {
    expect(needsRenewal(jwt({ exp: now + 3600 }), now)).toBe(false);
    expect(needsRenewal(jwt({ exp: now + RENEW_BEFORE_SECONDS + 1 }), now)).toBe(false);
    expect(needsRenewal(jwt({ exp: now + RENEW_BEFORE_SECONDS }), now)).toBe(true);
    expect(needsRenewal(jwt({ exp: now - 10 }), now)).toBe(true);
    expect(needsRenewal(undefined, now)).toBe(true);
  });
});
