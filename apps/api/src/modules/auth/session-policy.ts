import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { sellerAccounts, users } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { REFRESH_TOKEN_TTL } from '../../lib/tokens.js';

/**
 * Staff, admins and sellers can change orders, prices and money: a session of theirs ends after 12 hours
 * without use (a shopper's lasts 30 days), so a forgotten back-office tab on a shared computer does not
 * stay open for a month.
 */
export const BACKOFFICE_REFRESH_TOKEN_TTL = 43_200;

/**
 * How long a new or renewed session of this user lasts; a blocked account gets none (403 ACCOUNT_BLOCKED),
 * which covers every way in: password login, sign-up code, password reset and refresh.
 */
export async function refreshTtlFor(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ role: users.role, blockedAt: users.blockedAt, sellerId: sellerAccounts.sellerId })
    .from(users)
    .leftJoin(sellerAccounts, eq(sellerAccounts.userId, users.id))
    .where(eq(users.id, userId));
  if (row?.blockedAt) throw new AppError(403, 'ACCOUNT_BLOCKED', 'accountBlocked');
  const backoffice = row !== undefined && (row.role !== 'customer' || row.sellerId !== null);
  return backoffice ? BACKOFFICE_REFRESH_TOKEN_TTL : REFRESH_TOKEN_TTL;
}
