import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

export const OTP_TTL_SECONDS = 600;
export const OTP_MAX_ATTEMPTS = 5;
/**
 * verify: a new account's email; reset: a forgotten password; email: a new email address; login: past delays;
 * mobile: a delivery mobile for cash on delivery (sent by SMS, bound to the number).
 */
export type OtpPurpose = 'verify' | 'reset' | 'email' | 'login' | 'mobile';

/** Six uniformly random digits from the CSPRNG. */
export const generateOtp = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/**
 * HMAC rather than a bare hash: a million codes are hashed in a blink, so a leaked table would give every
 * live code away without the server's secret.
 */
export function hashOtp(secret: string, userId: number, purpose: OtpPurpose, code: string): string {
  // A key of its own, derived from the secret, so OTP hashes and token signatures never share one.
  const key = createHmac('sha256', secret).update('coffee/otp-key').digest();
  return createHmac('sha256', key).update(`${userId}:${purpose}:${code}`).digest('hex');
}

export function otpMatches(expectedHash: string, actualHash: string): boolean {
  const expected = Buffer.from(expectedHash, 'hex');
  const actual = Buffer.from(actualHash, 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
