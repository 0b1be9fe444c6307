import { createHash, randomBytes, webcrypto } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

export const ACCESS_TOKEN_TTL = 3600;
export const REFRESH_TOKEN_TTL = 2_592_000;
const ISSUER = 'coffee-api';
const AUDIENCE = 'coffee-storefront';

export type AccessClaims = { userId: number; sessionId: string };

const keyOf = (secret: string) => new TextEncoder().encode(secret);

/** A signed JWT (HS256): `sub` is the user, `sid` the session (refresh-token family) it belongs to. */
export function signAccessToken(secret: string, claims: AccessClaims, now: Date): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.userId))
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ACCESS_TOKEN_TTL)
    .sign(keyOf(secret));
}

/**
 * The secret imported once as an HMAC key for verifying: given the bytes, jose imports them again on every
 * verify, a second WebCrypto job per signed-in request (about half of the check's CPU, measured).
 */
const verifyKeys = new Map<string, Promise<webcrypto.CryptoKey>>();
const verifyKeyOf = (secret: string): Promise<webcrypto.CryptoKey> => {
  let key = verifyKeys.get(secret);
  if (!key) {
    key = webcrypto.subtle.importKey('raw', keyOf(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
      'verify',
    ]);
    verifyKeys.set(secret, key);
  }
  return key;
};

export type AccessCheck = { ok: true; claims: AccessClaims } | { ok: false; reason: 'expired' | 'invalid' };

export async function verifyAccessToken(secret: string, token: string, now: Date): Promise<AccessCheck> {
  try {
    const { payload } = await jwtVerify(token, await verifyKeyOf(secret), {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
      currentDate: now,
      requiredClaims: ['sub', 'exp', 'iat'],
    });
    const userId = Number(payload.sub);
    if (!Number.isSafeInteger(userId) || userId <= 0 || typeof payload.sid !== 'string') {
      return { ok: false, reason: 'invalid' };
    }
    return { ok: true, claims: { userId, sessionId: payload.sid } };
  } catch (error) {
    return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
  }
}

/** An opaque refresh token: 256 random bits, base64url. Only its SHA-256 is stored. */
export function newRefreshToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashRefreshToken(token) };
}

export const hashRefreshToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A one-time link's token (an invitation): as opaque as a refresh token, and likewise stored only hashed. */
export const newLinkToken = newRefreshToken;
export const hashLinkToken = hashRefreshToken;
