import { and, count, eq, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { preparedStatement } from '../../db/prepared.js';
import { codRefusals } from '../../db/schema/index.js';
import { mobileVerifiedColumn } from './cod-mobiles.js';

/** Refused cash deliveries after which cash on delivery is not offered (the terms page promises it). */
export const COD_REFUSAL_LIMIT = 2;

const refusalsOf = preparedStatement('cod_refusals', (db) =>
  db
    .select({ refusals: count() })
    .from(codRefusals)
    .where(and(isNull(codRefusals.clearedAt), eq(codRefusals.userId, sql.placeholder('userId')))),
);

/** Uncleared refusals of the account or of the mobile the order goes to (placeholders `userId`, `mobile`). */
const unclearedOfAccountOrMobile = and(
  isNull(codRefusals.clearedAt),
  or(eq(codRefusals.userId, sql.placeholder('userId')), eq(codRefusals.mobile, sql.placeholder('mobile'))),
);

const refusalsOfMobile = preparedStatement('cod_refusals_mobile', (db) =>
  db.select({ refusals: count() }).from(codRefusals).where(unclearedOfAccountOrMobile),
);

/** The same, with whether the account has proven the mobile (an order's cash check asks both). */
const refusalsOfMobileVerified = preparedStatement('cod_refusals_mobile_verified', (db) =>
  db
    .select({
      refusals: count(),
      verified: mobileVerifiedColumn(sql.placeholder('userId'), sql.placeholder('mobile')),
    })
    .from(codRefusals)
    .where(unclearedOfAccountOrMobile),
);

/**
 * Refused cash deliveries that count against a shopper: the account's own, and any recorded against the mobile
 * the order goes to (a second account does not start afresh with the same number). Cleared ones do not count.
 * Read only: the shipping ledger writes `cod_refusals`.
 */
export async function countCodRefusals(db: Executor, userId: number, mobile: string | null): Promise<number> {
  // Asked by every quote and order: a prepared statement per variant (db/prepared.ts).
  const [row] = mobile ? await refusalsOfMobile(db, { userId, mobile }) : await refusalsOf(db, { userId });
  return row?.refusals ?? 0;
}

/**
 * countCodRefusals for a mobile, and whether this account has proven that number (cod-mobiles.ts), in one
 * statement: an order's cash check asks both, and they cost it one round trip (decision 0056).
 */
export async function countCodRefusalsAndVerified(
  db: Executor,
  userId: number,
  mobile: string,
): Promise<{ refusals: number; mobileVerified: boolean }> {
  const [row] = await refusalsOfMobileVerified(db, { userId, mobile });
  return { refusals: row?.refusals ?? 0, mobileVerified: row?.verified === true };
}
