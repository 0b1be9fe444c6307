import type { FastifyInstance } from 'fastify';
import { sweepExpiredReservations } from '../modules/orders/sweep.js';
import { createPaymentsContext } from '../modules/payments/context.js';
import { sendAllPendingRefunds } from '../modules/payments/refunds.js';

/** A timer of the store: runs every `everyMs`, once across all API processes (see runner.ts). */
export type BackgroundJob = { name: string; everyMs: number; run: () => Promise<void> };

/** Reservations expire after 30 minutes; a minute's lag in releasing their stock is fine. */
export const RESERVATION_SWEEP_EVERY_MS = 60_000;
/** Refunds waiting for their gateway (a cancel's, or one the gateway refused before). */
export const REFUND_SEND_EVERY_MS = 15_000;

/** Every timer the API has; the outbox's interval comes from OUTBOX_INTERVAL_MS (0 = not in this process). */
export function backgroundJobs(app: FastifyInstance): BackgroundJob[] {
  const payments = createPaymentsContext(app);
  const jobs: BackgroundJob[] = [
    {
      name: 'reservation-sweep',
      everyMs: RESERVATION_SWEEP_EVERY_MS,
      run: async () => {
        const canceled = await sweepExpiredReservations(app, app.clock());
        if (canceled > 0) app.log.info({ canceled }, 'expired order reservations canceled');
      },
    },
    {
      name: 'refund-sender',
      everyMs: REFUND_SEND_EVERY_MS,
      run: async () => {
        await sendAllPendingRefunds(payments);
      },
    },
  ];
  if (app.config.outboxIntervalMs > 0) {
    jobs.push({
      name: 'outbox',
      everyMs: app.config.outboxIntervalMs,
      run: async () => {
        await app.drainOutbox();
      },
    });
  }
  return jobs;
}
