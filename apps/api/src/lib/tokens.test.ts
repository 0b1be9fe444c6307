import { createHmac } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { signAccessToken, verifyAccessToken } from './tokens.js';

const SECRET = 'a-test-secret-of-at-least-32-characters';
const NOW = new Date('2026-11-28T00:00:00Z');
const seconds = Math.floor(NOW.getTime() / 1000);

/** jose's verdict with the options the API gave it before the check was its own (decision 0056, amended). */
async function joseVerdict(token: string, now: Date) {
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(SECRET), {
      algorithms: ['HS256'],
      issuer: 'coffee-api',
      audience: 'coffee-storefront',
      currentDate: now,
      requiredClaims: ['sub', 'exp', 'iat'],
    });
    const userId = Number(payload.sub);
    if (!Number.isSafeInteger(userId) || userId <= 0 || typeof payload.sid !== 'string') return 'invalid';
    return `ok ${userId} ${payload.sid}`;
  } catch (error) {
    return error instanceof errors.JWTExpired ? 'expired' : 'invalid';
  }
}

function ourVerdict(token: string, now: Date) {
  const checked = verifyAccessToken(SECRET, token, now);
  return checked.ok ? `ok ${checked.claims.userId} ${checked.claims.sessionId}` : checked.reason;
}

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A token signed with `secret` over any header and claims, as a forger holding the secret (or not) could make. */
function handMade(header: unknown, claims: unknown, secret = SECRET): string {
  const signed = `${b64(header)}.${b64(claims)}`;
  return `${signed}.${createHmac('sha256', secret).update(signed).digest('base64url')}`;
}

const good = {
  sub: '42',
  sid: 'family-1',
  iss: 'coffee-api',
  aud: 'coffee-storefront',
  iat: seconds,
  exp: seconds + 60,
};
const header = { alg: 'HS256', typ: 'JWT' };

describe('access tokens, checked without WebCrypto', () => {
  it('accepts the tokens the API signs, as jose did', async () => {
    const token = await signAccessToken(SECRET, { userId: 7, sessionId: 'abc' }, NOW);
    expect(ourVerdict(token, NOW)).toBe('ok 7 abc');
    expect(await joseVerdict(token, NOW)).toBe('ok 7 abc');
  });

  const cases: [string, () => string | Promise<string>][] = [
    ['hand-made with our claims', () => handMade(header, good)],
    [
      'an audience list holding ours',
      () => handMade(header, { ...good, aud: ['other', 'coffee-storefront'] }),
    ],
    ['another secret', () => handMade(header, good, 'another-secret-of-at-least-32-characters')],
    ['alg none', () => `${b64({ alg: 'none' })}.${b64(good)}.`],
    ['alg HS512 signed with the secret', () => handMade({ alg: 'HS512' }, good)],
    ['a crit header', () => handMade({ ...header, crit: ['exp'] }, good)],
    [
      'a tampered payload',
      () => {
        const [h, , s] = handMade(header, good).split('.');
        return `${h}.${b64({ ...good, sub: '1' })}.${s}`;
      },
    ],
    ['a signature with a character added', () => `${handMade(header, good)}A`],
    ['four parts', () => `${handMade(header, good)}.x`],
    ['not a token', () => 'hello'],
    ['a payload that is not an object', () => handMade(header, [1, 2])],
    ['another issuer', () => handMade(header, { ...good, iss: 'someone' })],
    ['another audience', () => handMade(header, { ...good, aud: 'other' })],
    ['no sub', () => handMade(header, { ...good, sub: undefined })],
    ['no iat', () => handMade(header, { ...good, iat: undefined })],
    ['no exp', () => handMade(header, { ...good, exp: undefined })],
    ['exp a string', () => handMade(header, { ...good, exp: String(seconds + 60) })],
    ['iat a string', () => handMade(header, { ...good, iat: 'yesterday' })],
    ['expired', () => handMade(header, { ...good, exp: seconds })],
    ['expired with another issuer', () => handMade(header, { ...good, exp: seconds - 5, iss: 'someone' })],
    ['not before a minute from now', () => handMade(header, { ...good, nbf: seconds + 60 })],
    ['not before now', () => handMade(header, { ...good, nbf: seconds })],
    ['a sub that is no user id', () => handMade(header, { ...good, sub: 'admin' })],
    ['user 0', () => handMade(header, { ...good, sub: '0' })],
    ['no session', () => handMade(header, { ...good, sid: undefined })],
  ];
  it.each(cases)('gives jose’s verdict: %s', async (_, make) => {
    const token = await make();
    expect(ourVerdict(token, NOW)).toBe(await joseVerdict(token, NOW));
  });

  it('refuses a token signed by another secret and one that expired, telling which', async () => {
    const signed = await new SignJWT({ sid: 's' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('3')
      .setIssuer('coffee-api')
      .setAudience('coffee-storefront')
      .setIssuedAt(seconds - 7200)
      .setExpirationTime(seconds - 3600)
      .sign(new TextEncoder().encode(SECRET));
    expect(verifyAccessToken(SECRET, signed, NOW)).toEqual({ ok: false, reason: 'expired' });
    expect(verifyAccessToken('another-secret-of-at-least-32-characters', signed, NOW)).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });
});
