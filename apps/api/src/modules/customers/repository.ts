import { toEgyptianMobile } from '@coffee/contracts/auth';
import { and, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { escapeLike } from '../../lib/normalize.js';
import type { Actor } from '../../plugins/backoffice-auth.js';
import { getOrOpenWallet, postWalletEntry, readWalletBalance } from '../account/wallet-ledger.js';
import { findAuditByRequestKey, recordAudit } from '../audit/repository.js';
import { revokeUserSessions } from '../auth/sessions-repository.js';

/** Customers are the accounts without a back-office role (a seller's login included); staff are not listed. */
const isCustomer = eq(users.role, 'customer');

/** One search box: a mobile in any form, an id, or part of a name or an email. */
function searchCondition(q: string): SQL | undefined {
  const text = q.trim();
  if (text === '') return undefined;
  const mobile = toEgyptianMobile(text);
  if (mobile) return eq(users.mobile, mobile);
  if (/^\d{1,9}$/.test(text)) return eq(users.id, Number(text));
  const pattern = `%${escapeLike(text)}%`;
  return or(ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern), ilike(users.email, pattern));
}

const customerColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  mobile: users.mobile,
  createdAt: users.createdAt,
  blockedAt: users.blockedAt,
  // Spelled out: inside a selected field drizzle leaves column names unqualified, and `id` would then be
  // the sub-query's own.
  ordersCount: sql<number>`(select count(*)::int from "orders" o where o.user_id = "users"."id")`,
  walletBalance: sql<number>`coalesce((select w.balance from "wallets" w where w.user_id = "users"."id"), 0)`,
};

export async function listCustomers(
  db: Executor,
  q: string | undefined,
  page: { limit: number; offset: number },
) {
  const where = and(isCustomer, q === undefined ? undefined : searchCondition(q));
  const [rows, [total]] = await Promise.all([
    db
      .select(customerColumns)
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findCustomer(db: Executor, id: number) {
  const [row] = await db
    .select(customerColumns)
    .from(users)
    .where(and(isCustomer, eq(users.id, id)));
  return row;
}

export type CustomerRow = NonNullable<Awaited<ReturnType<typeof findCustomer>>>;

type WalletAdjustment = { amount: number; reason: string; key: string };

/** Whether the adjustment recorded under a key is this one: same customer, amount and reason. */
async function isRetryOf(tx: Executor, customerId: number, change: WalletAdjustment): Promise<boolean> {
  const row = await findAuditByRequestKey(tx, `wallet:${change.key}`);
  const balance = (side: Record<string, unknown> | null) => Number(side?.balance);
  return (
    row !== undefined &&
    row.action === 'customer.wallet' &&
    row.entityKey === String(customerId) &&
    row.note === change.reason &&
    balance(row.after) - balance(row.before) === change.amount
  );
}

/**
 * Credits or debits a customer's wallet with a reason they read in their wallet history, under the wallet's
 * row lock (orders pay from it under the same lock), never below zero. The Idempotency-Key is claimed by the
 * audit row: a retry of the same adjustment finds it taken and changes nothing; the key used before for
 * another customer, amount or reason is `key-reused` (issue 25), never a silent success.
 */
export async function adjustWallet(
  tx: Executor,
  actor: Actor,
  customerId: number,
  change: WalletAdjustment,
  now: Date,
): Promise<'done' | 'not-found' | 'key-reused'> {
  const [customer] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(isCustomer, eq(users.id, customerId)));
  if (!customer) return 'not-found';
  await getOrOpenWallet(tx, customerId, now);
  const balance = await readWalletBalance(tx, customerId, true);
  const claimed = await recordAudit(
    tx,
    actor,
    {
      action: 'customer.wallet',
      entity: 'customer',
      entityKey: String(customerId),
      before: { balance },
      after: { balance: balance + change.amount },
      note: change.reason,
      requestKey: `wallet:${change.key}`,
    },
    now,
  );
  if (!claimed) return (await isRetryOf(tx, customerId, change)) ? 'done' : 'key-reused';
  // Refused (422 WALLET_INSUFFICIENT) when it would take the balance below zero; the audit row goes with it.
  await postWalletEntry(tx, {
    userId: customerId,
    amount: change.amount,
    kind: 'adjustment',
    description: { en: change.reason, ar: change.reason },
    now,
  });
  return 'done';
}

/** Blocks (ending every session at once) or unblocks a customer; answers false for an unknown one. */
export async function setBlocked(
  tx: Executor,
  actor: Actor,
  customerId: number,
  change: { blocked: boolean; note: string | null },
  now: Date,
): Promise<boolean> {
  const [row] = await tx
    .select({ blockedAt: users.blockedAt })
    .from(users)
    .where(and(isCustomer, eq(users.id, customerId)))
    .for('update');
  if (!row) return false;
  if ((row.blockedAt !== null) === change.blocked) return true;
  await tx
    .update(users)
    .set({ blockedAt: change.blocked ? now : null, updatedAt: now })
    .where(eq(users.id, customerId));
  if (change.blocked) await revokeUserSessions(tx, customerId, now);
  await recordAudit(
    tx,
    actor,
    {
      action: 'customer.block',
      entity: 'customer',
      entityKey: String(customerId),
      before: { blocked: !change.blocked },
      after: { blocked: change.blocked },
      note: change.note,
    },
    now,
  );
  return true;
}
