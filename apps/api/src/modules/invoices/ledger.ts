import { and, eq, type Placeholder, sql, sum } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { cachedByConfigVersion } from '../../db/config-version.js';
import { preparedStatement } from '../../db/prepared.js';
import { invoiceCounters, invoices } from '../../db/schema/index.js';
import { cairoYear } from '../../lib/format.js';
import {
  findInvoice,
  type InvoiceRow,
  type OrderForInvoice,
  readInvoiceSettings,
  readOrderForInvoice,
} from './repository.js';
import { invoiceTotal, toSnapshot } from './snapshot.js';
import { vatIncluded } from './vat.js';

/**
 * The invoices ledger: the only module that writes `invoices` and `invoice_counters` (a test holds every other
 * file to it). Both functions run in the caller's transaction, last in it: the year's counter row stays
 * locked from the number taken to the commit, so concurrent documents take turns there and a rollback gives
 * the number back — no gap, no repeat. Nothing else is locked after it, so it cannot join a deadlock.
 */

type Series = 'INV' | 'CN';

/** The next number of a series in a year: 1 for the first, then one more than the last, under the row lock. */
async function takeNumber(tx: Executor, series: Series, year: number): Promise<number> {
  const [row] = await nextNumber(tx, { series, year });
  return row!.last;
}

/** The statement that takes the next number of `series` in the year of the placeholder `year`. */
const numberTaking = (db: Executor, series: Series | Placeholder) =>
  db
    .insert(invoiceCounters)
    .values({ series, year: sql.placeholder('year'), last: 1 })
    .onConflictDoUpdate({
      target: [invoiceCounters.series, invoiceCounters.year],
      set: { last: sql`${invoiceCounters.last} + 1` },
    })
    .returning({ last: invoiceCounters.last });

const nextNumber = preparedStatement('invoice_number', (db) => numberTaking(db, sql.placeholder('series')));

/**
 * The next invoice number and the invoice's row in ONE statement (a data-modifying CTE takes the number, the
 * insert uses it): the year's counter row is locked from this statement to the commit, and every order waits
 * on it, so one round trip less inside that lock is one less for every order queued behind it. The number is
 * the one `documentNumber` writes ('INV-2026-000001'; more digits past a million, never cut).
 */
const insertInvoice = preparedStatement('invoice_issue', (db) => {
  const taken = db.$with('taken').as(numberTaking(db, 'INV'));
  const seq = sql<number>`(select "last" from ${taken})`;
  return db
    .with(taken)
    .insert(invoices)
    .values({
      kind: 'invoice',
      number: sql`'INV-' || ${sql.placeholder('year')}::int || '-' || lpad(${seq}::text, greatest(6, length(${seq}::text)), '0')`,
      year: sql.placeholder('year'),
      seq,
      orderId: sql.placeholder('orderId'),
      issuedAt: sql.placeholder('issuedAt'),
      total: sql.placeholder('total'),
      vatRate: sql.placeholder('vatRate'),
      vatAmount: sql.placeholder('vatAmount'),
      snapshot: sql.placeholder('snapshot'),
    })
    .returning();
});

export const documentNumber = (series: Series, year: number, seq: number): string =>
  `${series}-${year}-${String(seq).padStart(6, '0')}`;

/** Invoice settings, read once per version of the settings in this process (decision 0049). */
const cachedInvoiceSettings = cachedByConfigVersion(readInvoiceSettings);

/**
 * Issues the order's invoice, once: when it is placed (cash on delivery, the wallet) or when its online
 * payment settles (PENDING → PLACED). The order's row is held by the caller. Issuing again answers the
 * invoice already issued. `placed`: the order was made in the caller's transaction, which passes what it
 * wrote (it has no invoice yet, and nothing is read back) and the settings' version it read.
 */
export async function issueInvoice(
  tx: Executor,
  orderId: number,
  now: Date,
  placed?: { source: OrderForInvoice; configVersion: string | null },
): Promise<InvoiceRow> {
  if (!placed) {
    const existing = await findInvoice(tx, orderId);
    if (existing) return existing;
  }
  const source = placed?.source ?? (await readOrderForInvoice(tx, orderId));
  const settings = await cachedInvoiceSettings(tx, placed?.configVersion);
  if (!source) throw new Error(`order ${orderId} not found for its invoice`);
  const snapshot = toSnapshot(source, settings);
  const total = invoiceTotal(snapshot);
  const year = cairoYear(now);
  // Prepared (db/prepared.ts), number and row in one statement: the year's counter row stays locked from here
  // until the commit, so every order waits on this statement.
  const [row] = await insertInvoice(tx, {
    year,
    orderId,
    issuedAt: now,
    total,
    vatRate: settings.vatRate,
    vatAmount: vatIncluded(total, settings.vatRate),
    snapshot,
  });
  return row!;
}

/** Why a credit note was issued: the invoiced order was canceled, or goods came back (returns). */
export type CreditReason = 'order_canceled' | 'return';

/**
 * Issues a credit note against the order's invoice for `amount` (VAT included; by default all that is not
 * credited yet), never more than is left. An order with no invoice (canceled while awaiting its payment) or
 * nothing left to credit gets none: answers undefined. The invoice's row lock makes credit notes of one
 * invoice take turns.
 */
export async function issueCreditNote(
  tx: Executor,
  request: { orderId: number; amount?: number; reason: CreditReason; now: Date },
): Promise<InvoiceRow | undefined> {
  const [invoice] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, request.orderId), eq(invoices.kind, 'invoice')))
    .for('update');
  if (!invoice) return undefined;
  const [credited] = await tx
    .select({ total: sum(invoices.total).mapWith(Number) })
    .from(invoices)
    .where(and(eq(invoices.invoiceId, invoice.id), eq(invoices.kind, 'credit_note')));
  const left = invoice.total - (credited?.total ?? 0);
  const amount = Math.min(request.amount ?? left, left);
  if (amount <= 0) return undefined;
  const year = cairoYear(request.now);
  const seq = await takeNumber(tx, 'CN', year);
  const [row] = await tx
    .insert(invoices)
    .values({
      kind: 'credit_note',
      number: documentNumber('CN', year, seq),
      year,
      seq,
      orderId: request.orderId,
      invoiceId: invoice.id,
      issuedAt: request.now,
      total: amount,
      vatRate: invoice.vatRate,
      vatAmount: vatIncluded(amount, invoice.vatRate),
      reason: request.reason,
    })
    .returning();
  return row!;
}
