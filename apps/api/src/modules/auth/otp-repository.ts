import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { otpCodes } from '../../db/schema/index.js';
import type { OtpPurpose } from '../../lib/otp.js';

export type OtpRow = typeof otpCodes.$inferSelect;

/** Ends every open code of this purpose: only the newest code a person was sent works. */
export async function consumeOpenCodes(db: Executor, userId: number, purpose: OtpPurpose, now: Date) {
  await db
    .update(otpCodes)
    .set({ consumedAt: now })
    .where(and(eq(otpCodes.userId, userId), eq(otpCodes.purpose, purpose), isNull(otpCodes.consumedAt)));
}

export async function insertCode(
  db: Executor,
  row: { userId: number; purpose: OtpPurpose; codeHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(otpCodes).values(row);
}

/** The open code of this purpose, locked so concurrent guesses are counted one by one. */
export async function lockOpenCode(db: Executor, userId: number, purpose: OtpPurpose) {
  const [row] = await db
    .select()
    .from(otpCodes)
    .where(and(eq(otpCodes.userId, userId), eq(otpCodes.purpose, purpose), isNull(otpCodes.consumedAt)))
    .orderBy(desc(otpCodes.id))
    .limit(1)
    .for('update');
  return row;
}

export async function countWrongAttempt(db: Executor, id: number) {
  await db
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(eq(otpCodes.id, id));
}

export async function consumeCode(db: Executor, id: number, now: Date) {
  await db.update(otpCodes).set({ consumedAt: now }).where(eq(otpCodes.id, id));
}
