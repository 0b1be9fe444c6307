import { and, eq, type Placeholder, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { preparedStatement } from '../../db/prepared.js';
import { verifiedMobiles } from '../../db/schema/index.js';
import type { Lang } from '../../i18n/lang.js';
import { addSeconds } from '../../lib/clock.js';
import { AppError } from '../../lib/errors.js';
import { generateOtp, hashOtp, OTP_TTL_SECONDS } from '../../lib/otp.js';
import { enqueueText } from '../../lib/texts.js';
import { codeMaterial, redeemCode } from '../auth/codes.js';
import * as otp from '../auth/otp-repository.js';

/** The only writer of `verified_mobiles`: numbers an account has proven it holds, for cash on delivery. */

/** Whether the account has proven this number, as a column of another statement (cod-refusals.ts). */
export const mobileVerifiedColumn = (userId: Placeholder, mobile: Placeholder) =>
  sql<boolean>`exists (select 1 from ${verifiedMobiles} v where v.user_id = ${userId} and v.mobile = ${mobile})`;

const mobileVerified = preparedStatement('mobile_verified', (db) =>
  db
    .select({ id: verifiedMobiles.id })
    .from(verifiedMobiles)
    .where(
      and(
        eq(verifiedMobiles.userId, sql.placeholder('userId')),
        eq(verifiedMobiles.mobile, sql.placeholder('mobile')),
      ),
    ),
);

export async function isMobileVerified(db: Executor, userId: number, mobile: string): Promise<boolean> {
  const [row] = await mobileVerified(db, { userId, mobile });
  return row !== undefined;
}

/** 422 MOBILE_NOT_VERIFIED, naming the number the page asks a code for. */
export const mobileNotVerified = (mobile: string) =>
  new AppError(
    422,
    'MOBILE_NOT_VERIFIED',
    'paymentMethodUnavailable',
    [{ key: 'mobileNotVerified', params: { mobile } }],
    {
      mobile,
    },
  );

/**
 * Texts a new code to `mobile` (only the newest works), bound to that number: it proves this number and no
 * other. In one transaction with the code, so the code exists if and only if its text will be sent.
 */
export async function sendMobileCode(
  db: Database,
  options: { secret: string; userId: number; mobile: string; lang: Lang; now: Date },
): Promise<void> {
  const { secret, userId, mobile, lang, now } = options;
  const code = generateOtp();
  await db.transaction(async (tx) => {
    await otp.consumeOpenCodes(tx, userId, 'mobile', now);
    await otp.insertCode(tx, {
      userId,
      purpose: 'mobile',
      codeHash: hashOtp(secret, userId, 'mobile', codeMaterial(code, mobile)),
      expiresAt: addSeconds(now, OTP_TTL_SECONDS),
    });
    await enqueueText(tx, {
      mobile,
      template: 'otp.mobile',
      key: 'smsCodeMobile',
      lang,
      params: { code },
      payload: { purpose: 'mobile', user_id: userId },
    });
  });
}

/**
 * Checks the code texted to `mobile` and records the number as this account's. The code's row is locked while
 * it is checked, so of several requests with one code exactly one spends it; a number already confirmed stays
 * so (the unique index keeps one row whatever races).
 */
export async function verifyMobileCode(
  db: Database,
  options: { secret: string; userId: number; mobile: string; code: string; now: Date },
): Promise<void> {
  const { secret, userId, mobile, code, now } = options;
  if (await isMobileVerified(db, userId, mobile)) return;
  try {
    await redeemCode(db, { secret, userId, purpose: 'mobile', code, now, address: mobile }, async (tx) => {
      await tx
        .insert(verifiedMobiles)
        .values({ userId, mobile, verifiedAt: now })
        .onConflictDoNothing({ target: [verifiedMobiles.userId, verifiedMobiles.mobile] });
    });
  } catch (error) {
    // A request that waited on the code while another spent it finds the number confirmed: the same answer.
    if (await isMobileVerified(db, userId, mobile)) return;
    throw error;
  }
}
