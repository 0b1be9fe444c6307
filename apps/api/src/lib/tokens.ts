import {
  createHash,
  createHmac,
  createSecretKey,
  type KeyObject,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';
import { SignJWT } from 'jose';

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

/** The secret as a key object, made once per secret (createHmac would otherwise copy the string each time). */
const verifyKeys = new Map<string, KeyObject>();
const verifyKeyOf = (secret: string): KeyObject => {
  let key = verifyKeys.get(secret);
  if (!key) {
    key = createSecretKey(Buffer.from(secret, 'utf8'));
    verifyKeys.set(secret, key);
  }
  return key;
};

export type AccessCheck = { ok: true; claims: AccessClaims } | { ok: false; reason: 'expired' | 'invalid' };

const INVALID: AccessCheck = { ok: false, reason: 'invalid' };
const BASE64URL = /^[A-Za-z0-9_-]+$/;
/** An HS256 signature: 32 bytes, 43 base64url characters without padding. */
const SIGNATURE = /^[A-Za-z0-9_-]{43}$/;

const jsonObjectOf = (part: string): Record<string, unknown> | undefined => {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
};

/**
 * Checks an access token synchronously: the HS256 signature (node:crypto's HMAC, compared in constant time),
 * then the claims jose's `jwtVerify` checked with the options we gave it, in its order (a token both expired and
 * otherwise wrong is 'invalid'): the header's `alg` HS256 and no `crit`, `sub`, `exp` and `iat` present, `iss`
 * and `aud` ours, `iat` a number, `nbf` (when present) not in the future, `exp` in the future. jose did the
 * same through WebCrypto, a job on libuv's thread pool for every signed-in request (decision 0056, amended);
 * `tokens.test.ts` holds this check to jose's verdict on the same tokens. Signing stays with jose.
 */
export function verifyAccessToken(secret: string, token: string, now: Date): AccessCheck {
  const parts = token.split('.');
  if (parts.length !== 3) return INVALID;
  const [header, payload, signature] = parts as [string, string, string];
  if (!BASE64URL.test(header) || !BASE64URL.test(payload) || !SIGNATURE.test(signature)) return INVALID;
  const expected = createHmac('sha256', verifyKeyOf(secret)).update(`${header}.${payload}`).digest();
  if (!timingSafeEqual(expected, Buffer.from(signature, 'base64url'))) return INVALID;
  const head = jsonObjectOf(header);
  if (head?.alg !== 'HS256' || head.crit !== undefined) return INVALID;
  const claims = jsonObjectOf(payload);
  if (!claims || claims.sub === undefined || claims.exp === undefined || claims.iat === undefined)
    return INVALID;
  if (claims.iss !== ISSUER) return INVALID;
  if (typeof claims.sub !== 'string') return INVALID;
  const audience = claims.aud;
  if (!(audience === AUDIENCE || (Array.isArray(audience) && audience.includes(AUDIENCE)))) return INVALID;
  if (typeof claims.iat !== 'number') return INVALID;
  const seconds = Math.floor(now.getTime() / 1000);
  if (claims.nbf !== undefined && (typeof claims.nbf !== 'number' || claims.nbf > seconds)) return INVALID;
  if (typeof claims.exp !== 'number') return INVALID;
  if (claims.exp <= seconds) return { ok: false, reason: 'expired' };
  const userId = Number(claims.sub);
  if (!Number.isSafeInteger(userId) || userId <= 0 || typeof claims.sid !== 'string') return INVALID;
  return { ok: true, claims: { userId, sessionId: claims.sid } };
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
