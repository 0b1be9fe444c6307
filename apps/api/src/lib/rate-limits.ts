/** One limit: at most `max` requests per `windowMs`. */
export type LimitRule = { max: number; windowMs: number };

/**
 * Every limited action. Scopes: per client IP, per account (the normalized email, mobile or user), and per
 * account *from one IP* (`pair`), which is what an attacker elsewhere cannot use up for the owner.
 */
export type LimitedAction =
  | 'login'
  | 'register'
  | 'verifyOtp'
  | 'resendOtp'
  | 'forgotPassword'
  | 'resetPassword'
  | 'loginCode'
  | 'changePassword'
  | 'changeContacts'
  | 'contact'
  | 'partnerApplication'
  | 'placeOnlineOrder'
  | 'startPayment'
  | 'couponMiss'
  | 'newsletter';

/** `day`: per account too, over a longer window, for what an hour's limit repeated all day would still allow. */
export type LimitScope = 'ip' | 'account' | 'pair' | 'day';
export type RateLimits = Record<LimitedAction, Partial<Record<LimitScope, LimitRule>>>;

/**
 * What one account's unpaid orders may hold, counted in the order's own transaction (exact, whatever the
 * process): online-paid orders waiting for their payment at once, and payment starts of one order.
 */
export type OrderLimits = { unpaidOnlineOrders: number; paymentStartsPerOrder: number };

export const defaultOrderLimits: OrderLimits = { unpaidOnlineOrders: 3, paymentStartsPerOrder: 5 };

export function scaleOrderLimits(limits: OrderLimits, factor: number): OrderLimits {
  if (factor === 1) return limits;
  return {
    unpaidOnlineOrders: Math.max(1, Math.round(limits.unpaidOnlineOrders * factor)),
    paymentStartsPerOrder: Math.max(1, Math.round(limits.paymentStartsPerOrder * factor)),
  };
}

/**
 * Growing delays after failures instead of a lock: the first `free` failures cost nothing, then each one
 * makes the next try wait twice as long, from `baseMs` up to `maxMs`; the record is forgotten `forgetMs`
 * after the latest failure.
 */
export type DelayRule = { free: number; baseMs: number; maxMs: number; forgetMs: number };
export type LoginDelays = { ip: DelayRule; account: DelayRule };

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Strict enough to make guessing pointless (a 6-digit code also locks after 5 wrong tries; argon2 makes each
 * password check cost ~20 ms), loose enough that a person who mistypes twice never meets them. Nothing a
 * stranger can do locks an owner out: code requests are counted per account *and address* (a wide
 * per-account ceiling only stops mail-bombing), and wrong passwords bring delays that a code by email skips.
 */
export const defaultRateLimits: RateLimits = {
  login: { ip: { max: 30, windowMs: MINUTE } },
  register: { ip: { max: 20, windowMs: 10 * MINUTE } },
  verifyOtp: { ip: { max: 10, windowMs: MINUTE }, pair: { max: 10, windowMs: 15 * MINUTE } },
  resendOtp: {
    ip: { max: 5, windowMs: MINUTE },
    pair: { max: 3, windowMs: 15 * MINUTE },
    account: { max: 20, windowMs: HOUR },
  },
  forgotPassword: {
    ip: { max: 5, windowMs: MINUTE },
    pair: { max: 3, windowMs: 15 * MINUTE },
    account: { max: 20, windowMs: HOUR },
  },
  // A reset code is 6 digits: from rotating addresses one account takes 20 guesses an hour and 50 a day (one
  // chance in 20,000 a day), whatever the codes requested. The owner who is locked out of this signs in with
  // their password or an emailed login code.
  resetPassword: {
    ip: { max: 10, windowMs: MINUTE },
    pair: { max: 10, windowMs: 15 * MINUTE },
    account: { max: 20, windowMs: HOUR },
    day: { max: 50, windowMs: DAY },
  },
  loginCode: {
    ip: { max: 5, windowMs: MINUTE },
    pair: { max: 3, windowMs: 15 * MINUTE },
    account: { max: 20, windowMs: HOUR },
  },
  changePassword: { account: { max: 5, windowMs: 15 * MINUTE } },
  // A person writes one message, maybe a second to add something; more from one address is a script.
  contact: { ip: { max: 5, windowMs: 10 * MINUTE }, account: { max: 3, windowMs: 10 * MINUTE } },
  partnerApplication: { ip: { max: 5, windowMs: 60 * MINUTE } },
  // An unpaid online order holds its stock for 30 minutes: orders placed from one address in that time bound
  // what the address can hold, whatever the accounts (the database bounds each account's own, OrderLimits).
  placeOnlineOrder: { ip: { max: 12, windowMs: 30 * MINUTE } },
  // Each start calls the gateway; a shopper whose card is declined tries a few times, not dozens.
  startPayment: { account: { max: 15, windowMs: HOUR } },
  // Wrong coupon codes only (a code that applies costs nothing), forgotten an hour after the latest: a shopper
  // mistypes a code or two; a guesser gets 10 tries an hour per account and 30 per address.
  couponMiss: { ip: { max: 30, windowMs: HOUR }, account: { max: 10, windowMs: HOUR } },
  // Each sign-up mails the address: a person signs up once; a script mailing strangers is stopped per address.
  newsletter: { ip: { max: 5, windowMs: 10 * MINUTE }, account: { max: 3, windowMs: DAY } },
  // A new email or mobile: each try checks a password and tells whether an address is taken.
  changeContacts: { ip: { max: 20, windowMs: 15 * MINUTE }, account: { max: 10, windowMs: 15 * MINUTE } },
};

/**
 * After 5 wrong passwords for one account: 1 s, 2 s, 4 s … at most a minute between tries, about 60 guesses
 * an hour; the owner waits a minute at worst, or signs in with an emailed code at once. One address gets
 * more free tries (people share addresses behind carrier NAT) and the same growth.
 */
export const defaultLoginDelays: LoginDelays = {
  account: { free: 5, baseMs: SECOND, maxMs: MINUTE, forgetMs: HOUR },
  ip: { free: 20, baseMs: SECOND, maxMs: MINUTE, forgetMs: HOUR },
};

/** How long after its latest failure the next try must wait, given how many failures are on record. */
export function delayAfter(rule: DelayRule, failures: number): number {
  if (failures <= rule.free) return 0;
  return Math.min(rule.maxMs, rule.baseMs * 2 ** (failures - rule.free - 1));
}

const scale = (rule: LimitRule | undefined, factor: number) =>
  rule && { ...rule, max: Math.max(1, Math.round(rule.max * factor)) };

export function scaleRateLimits(limits: RateLimits, factor: number): RateLimits {
  if (factor === 1) return limits;
  return Object.fromEntries(
    Object.entries(limits).map(([action, rules]) => [
      action,
      Object.fromEntries(Object.entries(rules).map(([scope, rule]) => [scope, scale(rule, factor)])),
    ]),
  ) as RateLimits;
}

/** More free failures by `factor` (load tests and the journeys all sign in from one address). */
export function scaleLoginDelays(delays: LoginDelays, factor: number): LoginDelays {
  if (factor === 1) return delays;
  const free = (rule: DelayRule) => ({ ...rule, free: Math.max(1, Math.round(rule.free * factor)) });
  return { account: free(delays.account), ip: free(delays.ip) };
}
