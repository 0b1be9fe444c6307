import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createPaymentsContext } from './context.js';
import { reconcileFawryCodes } from './reconcile.js';
import { sendAllPendingRefunds } from './refunds.js';

/** Refunds waiting for their gateway (a cancel's, or one the gateway refused before). */
export const REFUND_SEND_EVERY_MS = 15_000;

/** Open Fawry codes are asked about at FawryPay this often (notifications' fallback). */
export const FAWRY_RECONCILE_EVERY_MS = 5 * 60_000;

/** The payments module's timers: the refunds still pending, and open Fawry codes asked about. */
export const paymentJobs = fp(async (app: FastifyInstance) => {
  const payments = createPaymentsContext(app);
  app.addJob({
    name: 'refund-sender',
    everyMs: REFUND_SEND_EVERY_MS,
    run: async () => {
      await sendAllPendingRefunds(payments);
    },
  });
  if (app.config.fawry) {
    app.addJob({
      name: 'fawry-reconcile',
      everyMs: FAWRY_RECONCILE_EVERY_MS,
      run: async () => {
        await reconcileFawryCodes(payments);
      },
    });
  }
});
