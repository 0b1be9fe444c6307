import { count, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { wallets, walletTransactions } from '../../db/schema/index.js';

/** The user's wallet, opened with a zero balance the first time anyone looks. */
export async function getOrOpenWallet(db: Executor, userId: number, now: Date) {
  await db.insert(wallets).values({ userId, balance: 0, updatedAt: now }).onConflictDoNothing();
  const [row] = await db.select().from(wallets).where(eq(wallets.userId, userId));
  return row!;
}

export async function listWalletTransactions(
  db: Executor,
  userId: number,
  page: { limit: number; offset: number },
) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(walletTransactions)
      .where(eq(walletTransactions.userId, userId))
      .orderBy(desc(walletTransactions.createdAt), desc(walletTransactions.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(walletTransactions).where(eq(walletTransactions.userId, userId)),
  ]);
  return { rows, total: total?.n ?? 0 };
}
