import type { Database, Executor, Transaction } from '../../db/client.js';
import type { Lang } from '../../i18n/lang.js';
import { translate } from '../../i18n/messages.js';
import { addSeconds } from '../../lib/clock.js';
import { AppError } from '../../lib/errors.js';
import {
  generateOtp,
  hashOtp,
  OTP_MAX_ATTEMPTS,
  OTP_TTL_SECONDS,
  type OtpPurpose,
  otpMatches,
} from '../../lib/otp.js';
import { enqueueMessage } from '../../lib/outbox.js';
import { enqueueText } from '../../lib/texts.js';
import * as repo from './otp-repository.js';
import type { UserRow } from './repository.js';

type Recipient = Pick<UserRow, 'id' | 'email' | 'firstName'>;

/** Codes that also go by SMS to the account's mobile: signing up, signing in, a forgotten password. */
const TEXTS = { verify: 'smsCodeVerify', login: 'smsCodeLogin', reset: 'smsCodeReset' } as const;

const TEMPLATES = {
  verify: { subject: 'verifyCodeSubject', body: 'verifyCodeBody' },
  reset: { subject: 'resetCodeSubject', body: 'resetCodeBody' },
  email: { subject: 'emailCodeSubject', body: 'emailCodeBody' },
  login: { subject: 'loginCodeSubject', body: 'loginCodeBody' },
} as const;

/**
 * What a code is hashed with: a code sent to another address than the account's (a new email) is bound to
 * that address, so it proves that address and no other.
 */
export const codeMaterial = (code: string, address: string | undefined) =>
  address ? `${code}:${address}` : code;

/**
 * Replaces any open code of this purpose with a new one and queues it to the person's email (or to
 * `address`, a new email being proven), in the caller's transaction: the code exists if and only if its
 * message will be sent.
 */
export async function sendCode(
  tx: Executor,
  options: {
    secret: string;
    user: Recipient & { mobile?: string };
    purpose: Exclude<OtpPurpose, 'mobile'>;
    lang: Lang;
    now: Date;
    address?: string;
  },
): Promise<void> {
  const { secret, user, purpose, lang, now, address } = options;
  const code = generateOtp();
  await repo.consumeOpenCodes(tx, user.id, purpose, now);
  await repo.insertCode(tx, {
    userId: user.id,
    purpose,
    codeHash: hashOtp(secret, user.id, purpose, codeMaterial(code, address)),
    expiresAt: addSeconds(now, OTP_TTL_SECONDS),
  });
  const params = { code, name: user.firstName, minutes: OTP_TTL_SECONDS / 60 };
  await enqueueMessage(tx, {
    channel: 'email',
    recipient: address ?? user.email,
    template: `otp.${purpose}`,
    subject: translate(lang, TEMPLATES[purpose].subject, params),
    body: translate(lang, TEMPLATES[purpose].body, params),
    payload: { purpose, lang, user_id: user.id },
  });
  const text = purpose === 'email' ? undefined : TEXTS[purpose];
  if (text && user.mobile) {
    await enqueueText(tx, {
      mobile: user.mobile,
      template: `otp.${purpose}`,
      key: text,
      lang,
      params: { code },
      payload: { purpose, user_id: user.id },
    });
  }
}

/**
 * Checks a code and, when it is right, spends it and runs `onValid` in the same transaction. A wrong guess
 * is counted (and committed) before the error is raised; the fifth locks the code, right or not.
 */
export async function redeemCode<T>(
  db: Database,
  options: {
    secret: string;
    userId: number;
    purpose: OtpPurpose;
    code: string;
    now: Date;
    address?: string;
  },
  onValid: (tx: Transaction) => Promise<T>,
): Promise<T> {
  const { secret, userId, purpose, code, now, address } = options;
  const outcome = await db.transaction(async (tx) => {
    const open = await repo.lockOpenCode(tx, userId, purpose);
    if (!open) return { error: 'invalid' as const };
    if (open.attempts >= OTP_MAX_ATTEMPTS) return { error: 'locked' as const };
    if (open.expiresAt <= now) return { error: 'expired' as const };
    if (!otpMatches(open.codeHash, hashOtp(secret, userId, purpose, codeMaterial(code, address)))) {
      await repo.countWrongAttempt(tx, open.id);
      return { error: 'invalid' as const };
    }
    await repo.consumeCode(tx, open.id, now);
    return { ok: true as const, value: await onValid(tx) };
  });
  if (outcome.ok) return outcome.value;
  throw codeError(outcome.error);
}

export function codeError(reason: 'invalid' | 'expired' | 'locked'): AppError {
  if (reason === 'expired') return new AppError(422, 'OTP_EXPIRED', 'codeExpired');
  if (reason === 'locked') return new AppError(422, 'OTP_LOCKED', 'codeLocked');
  return new AppError(422, 'INVALID_CODE', 'invalidCode');
}

/** Tells the owner that their password changed: the one warning a hijacked account gives. */
export async function notifyPasswordChanged(tx: Executor, user: Recipient, lang: Lang): Promise<void> {
  const params = { name: user.firstName };
  await enqueueMessage(tx, {
    channel: 'email',
    recipient: user.email,
    template: 'password.changed',
    subject: translate(lang, 'passwordChangedSubject', params),
    body: translate(lang, 'passwordChangedBody', params),
    payload: { lang, user_id: user.id },
  });
}

/**
 * Someone signed up with the email of an existing account: its owner hears so (and how to get in) instead of
 * the sign-up form saying the address is taken.
 */
export async function notifySignUpAttempt(tx: Executor, owner: Recipient, lang: Lang): Promise<void> {
  const params = { name: owner.firstName };
  await enqueueMessage(tx, {
    channel: 'email',
    recipient: owner.email,
    template: 'signup.existing',
    subject: translate(lang, 'signUpExistingSubject', params),
    body: translate(lang, 'signUpExistingBody', params),
    payload: { lang, user_id: owner.id },
  });
}

/** A sign-up whose mobile belongs to another account: the new address hears it, nobody else. */
export async function notifyMobileTaken(
  tx: Executor,
  applicant: { email: string; firstName: string },
  lang: Lang,
): Promise<void> {
  const params = { name: applicant.firstName };
  await enqueueMessage(tx, {
    channel: 'email',
    recipient: applicant.email,
    template: 'signup.mobile_taken',
    subject: translate(lang, 'signUpMobileTakenSubject', params),
    body: translate(lang, 'signUpMobileTakenBody', params),
    payload: { lang },
  });
}

/** Tells the old address that the account's email moved: its owner's one chance to notice a takeover. */
export async function notifyEmailChanged(
  tx: Executor,
  user: Recipient,
  newEmail: string,
  lang: Lang,
): Promise<void> {
  const params = { name: user.firstName, email: newEmail };
  await enqueueMessage(tx, {
    channel: 'email',
    recipient: user.email,
    template: 'email.changed',
    subject: translate(lang, 'emailChangedSubject', params),
    body: translate(lang, 'emailChangedBody', params),
    payload: { lang, user_id: user.id, new_email: newEmail },
  });
}
