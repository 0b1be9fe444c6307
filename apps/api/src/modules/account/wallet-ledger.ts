import { count, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { wallets, walletTransactions } from '../../db/schema/index.js';
import { type MessageKey, translate } from '../../i18n/messages.js';
import { AppError } from '../../lib/errors.js';

/**
 * The store wallet's ledger: the only module that writes `wallets` and `wallet_transactions` (a test holds
 * every other file to it). A balance moves only together with the entry that explains it, in the caller's
 * transaction, so the balance is always the sum of its entries.
 */

export type WalletEntryKind = (typeof walletTransactions.$inferInsert)['kind'];

export type WalletEntry = {
  userId: number;
  /** Signed piastres: a credit is positive, a debit negative. */
  amount: number;
  kind: WalletEntryKind;
  orderId?: number | null;
  /** What the shopper reads in their wallet's history, in both languages. */
  description: { en: string; ar: string };
  now: Date;
};

/** A ledger line's text from a message of the API's catalogue, in both languages. */
export const walletText = (key: MessageKey, params: Record<string, string | number> = {}) => ({
  en: translate('en', key, params),
  ar: translate('ar', key, params),
});

/** The user's wallet, opened with a zero balance the first time anyone looks. */
export async function getOrOpenWallet(db: Executor, userId: number, now: Date) {
  await db.insert(wallets).values({ userId, balance: 0, updatedAt: now }).onConflictDoNothing();
  const [row] = await db.select().from(wallets).where(eq(wallets.userId, userId));
  return row!;
}

/**
 * The balance now; with `lock`, the wallet's row stays locked until the caller's transaction ends (checkout
 * reads it so before it prices the wallet's part, and the debit below then cannot fail).
 */
export async function readWalletBalance(db: Executor, userId: number, lock = false): Promise<number> {
  const query = db.select({ balance: wallets.balance }).from(wallets).where(eq(wallets.userId, userId));
  const [row] = lock ? await query.for('update') : await query;
  return row?.balance ?? 0;
}

/**
 * Posts one entry and moves the balance by its amount, in the caller's transaction. A debit larger than the
 * balance is refused (422 WALLET_INSUFFICIENT) and writes nothing: the condition is checked by the UPDATE
 * itself, so two debits racing on one wallet cannot both pass. Answers the new balance.
 */
export async function postWalletEntry(tx: Executor, entry: WalletEntry): Promise<number> {
  const { userId, amount, now } = entry;
  await tx.insert(wallets).values({ userId, balance: 0, updatedAt: now }).onConflictDoNothing();
  const [moved] = await tx
    .update(wallets)
    .set({ balance: sql`${wallets.balance} + ${amount}`, updatedAt: now })
    .where(sql`${wallets.userId} = ${userId} and ${wallets.balance} + ${amount} >= 0`)
    .returning({ balance: wallets.balance });
  if (!moved) throw new AppError(422, 'WALLET_INSUFFICIENT', 'walletInsufficient');
  await tx.insert(walletTransactions).values({
    userId,
    amount,
    kind: entry.kind,
    orderId: entry.orderId ?? null,
    descriptionEn: entry.description.en,
    descriptionAr: entry.description.ar,
    createdAt: now,
  });
  return moved.balance;
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
