import type { RefundState, RefundTo } from '@coffee/contracts/orders';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { readTogether } from '../../db/reads.js';
import { instapayProofs, payments, walletTransactions } from '../../db/schema/index.js';

type PaymentRow = typeof payments.$inferSelect;
type WalletRefundRow = Pick<typeof walletTransactions.$inferSelect, 'amount' | 'createdAt'>;

/** One refund as the order's pages tell it: how much, where to, how far it got. */
export type RefundView = {
  /** The `payments` row of a gateway or wallet refund; null for the wallet part of a canceled order. */
  id: number | null;
  amount: number;
  to: RefundTo;
  state: RefundState;
  /** The gateway's reference of the refund, once it answered. */
  reference: string | null;
  at: Date;
};

const stateOf = (status: PaymentRow['status']): RefundState =>
  status === 'paid' ? 'done' : status === 'failed' || status === 'canceled' ? 'refused' : 'pending';

const destinationOf = (provider: PaymentRow['provider']): RefundTo =>
  provider === 'wallet' ? 'wallet' : provider === 'opay' ? 'opay' : 'card';

/**
 * Each refund of an order once. Money goes back in two ledgers that overlap: a gateway charge refunded (a
 * `payments` row of kind `refund`; one sent to the store wallet also credits the wallet), and the wallet part of
 * a canceled order (a wallet credit only). So the wallet credits that a wallet refund row already tells are
 * left out, and the rest are the wallet part.
 * NOTE: issue 26 — listing every `payments` row as a payment and only wallet credits as refunds showed a card
 * refund twice as "paid" and "Nothing refunded" beside it.
 */
export function toRefunds(rows: PaymentRow[], walletCredits: WalletRefundRow[]): RefundView[] {
  const refundRows = rows.filter((row) => row.kind === 'refund');
  const unmatched = [...walletCredits];
  for (const row of refundRows) {
    if (row.provider !== 'wallet' || row.status !== 'paid') continue;
    const index = unmatched.findIndex((credit) => credit.amount === row.amount);
    if (index >= 0) unmatched.splice(index, 1);
  }
  const refunds: RefundView[] = [
    ...unmatched.map((credit) => ({
      id: null,
      amount: credit.amount,
      to: 'wallet' as const,
      state: 'done' as const,
      reference: null,
      at: credit.createdAt,
    })),
    ...refundRows.map((row) => ({
      id: row.id,
      amount: row.amount,
      to: destinationOf(row.provider),
      state: stateOf(row.status),
      reference: row.providerRef,
      at: row.createdAt,
    })),
  ];
  return refunds.sort((a, b) => a.at.getTime() - b.at.getTime() || (a.id ?? 0) - (b.id ?? 0));
}

/** An order's charge attempts (oldest first) and each of its refunds once. Reads only: payments writes them. */
export async function loadOrderMoney(db: Executor, orderId: number) {
  const [rows, walletCredits] = await readTogether(db, [
    () => db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(asc(payments.id)),
    () =>
      db
        .select({ amount: walletTransactions.amount, createdAt: walletTransactions.createdAt })
        .from(walletTransactions)
        .where(and(eq(walletTransactions.orderId, orderId), eq(walletTransactions.kind, 'refund')))
        .orderBy(asc(walletTransactions.id)),
  ]);
  return { charges: rows.filter((row) => row.kind === 'charge'), refunds: toRefunds(rows, walletCredits) };
}

/** The reference code of an order's newest open Fawry charge (the one the shopper is to pay), or null. */
export async function loadFawryCode(db: Executor, orderId: number): Promise<string | null> {
  const [row] = await db
    .select({ code: payments.providerRef })
    .from(payments)
    .where(
      and(
        eq(payments.orderId, orderId),
        eq(payments.kind, 'charge'),
        eq(payments.provider, 'fawry'),
        eq(payments.status, 'pending'),
      ),
    )
    .orderBy(desc(payments.id))
    .limit(1);
  return row?.code ?? null;
}

/** A PENDING InstaPay order's open attempt: where to transfer (as told at placing) and what the shopper sent. */
export type InstapayState = {
  address: string;
  proof: { submittedAt: Date; transferReference: string | null; hasScreenshot: boolean } | null;
};

/** The newest open InstaPay attempt of an order, with its proof; null when none is open. */
export async function loadInstapayState(db: Executor, orderId: number): Promise<InstapayState | null> {
  const [row] = await db
    .select({ raw: payments.raw, proof: instapayProofs })
    .from(payments)
    .leftJoin(instapayProofs, eq(instapayProofs.paymentId, payments.id))
    .where(
      and(
        eq(payments.orderId, orderId),
        eq(payments.kind, 'charge'),
        eq(payments.provider, 'instapay'),
        eq(payments.status, 'pending'),
      ),
    )
    .orderBy(desc(payments.id))
    .limit(1);
  if (!row) return null;
  const { proof } = row;
  return {
    address: (row.raw as { address?: string } | null)?.address ?? '',
    proof: proof
      ? {
          submittedAt: proof.submittedAt,
          transferReference: proof.transferReference,
          hasScreenshot: proof.screenshotKey !== null,
        }
      : null,
  };
}
