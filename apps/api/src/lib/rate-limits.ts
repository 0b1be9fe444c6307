/** One limit: at most `max` requests per `windowMs`. */
export type LimitRule = { max: number; windowMs: number };

/** Every limited action, counted per client IP and per account (the normalized email, mobile or user). */
export type LimitedAction =
  | 'login'
  | 'register'
  | 'verifyOtp'
  | 'resendOtp'
  | 'forgotPassword'
  | 'resetPassword'
  | 'changePassword'
  | 'changeContacts';

export type RateLimits = Record<LimitedAction, { ip?: LimitRule; account?: LimitRule }>;

const MINUTE = 60_000;

/**
 * Strict enough to make guessing pointless (a 6-digit code also locks after 5 wrong tries; argon2 makes each
 * password check cost ~20 ms), loose enough that a person who mistypes twice never meets them.
 */
export const defaultRateLimits: RateLimits = {
  login: { ip: { max: 10, windowMs: MINUTE }, account: { max: 5, windowMs: 15 * MINUTE } },
  register: { ip: { max: 20, windowMs: 10 * MINUTE } },
  verifyOtp: { ip: { max: 10, windowMs: MINUTE }, account: { max: 10, windowMs: 15 * MINUTE } },
  resendOtp: { ip: { max: 5, windowMs: MINUTE }, account: { max: 3, windowMs: 15 * MINUTE } },
  forgotPassword: { ip: { max: 5, windowMs: MINUTE }, account: { max: 3, windowMs: 15 * MINUTE } },
  resetPassword: { ip: { max: 10, windowMs: MINUTE }, account: { max: 10, windowMs: 15 * MINUTE } },
  changePassword: { account: { max: 5, windowMs: 15 * MINUTE } },
  // A new email or mobile: each try checks a password and tells whether an address is taken.
  changeContacts: { ip: { max: 20, windowMs: 15 * MINUTE }, account: { max: 10, windowMs: 15 * MINUTE } },
};

const scale = (rule: LimitRule | undefined, factor: number) =>
  rule && { ...rule, max: Math.max(1, Math.round(rule.max * factor)) };

export function scaleRateLimits(limits: RateLimits, factor: number): RateLimits {
  if (factor === 1) return limits;
  return Object.fromEntries(
    Object.entries(limits).map(([action, rules]) => [
      action,
      { ip: scale(rules.ip, factor), account: scale(rules.account, factor) },
    ]),
  ) as RateLimits;
}
