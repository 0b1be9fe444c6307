import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { payments } from '../../db/schema/index.js';
import type { PaymentsContext } from './context.js';
import { GatewayError } from './providers/types.js';
import { applyOutcome, OutcomeRefused } from './settle.js';

/**
 * Asks FawryPay (payment status V2) about every Fawry code still open, and applies each answer as a
 * notification: the fallback for a notification that never came (a PAID places the order, an EXPIRED
 * cancels it, a PAID for an order already canceled is given back). Answers how many it asked about.
 */
export async function reconcileFawryCodes(ctx: PaymentsContext, limit = 50): Promise<number> {
  const open = await ctx.db
    .select({ reference: payments.reference, providerRef: payments.providerRef })
    .from(payments)
    .where(
      and(
        eq(payments.provider, 'fawry'),
        eq(payments.kind, 'charge'),
        eq(payments.status, 'pending'),
        isNotNull(payments.providerRef),
      ),
    )
    .orderBy(asc(payments.updatedAt), asc(payments.id))
    .limit(limit);
  for (const { reference, providerRef } of open) {
    if (!reference || !providerRef) continue;
    try {
      await applyOutcome(ctx, 'fawry', await ctx.providers.fawry.queryPayment({ reference, providerRef }));
    } catch (error) {
      if (!(error instanceof GatewayError || error instanceof OutcomeRefused)) throw error;
      ctx.log.warn({ err: error, reference }, 'fawry status query not applied; asked again next round');
    }
  }
  return open.length;
}
