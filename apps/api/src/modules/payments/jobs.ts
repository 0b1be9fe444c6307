import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createPaymentsContext } from './context.js';
import { sendAllPendingRefunds } from './refunds.js';

/** Refunds waiting for their gateway (a cancel's, or one the gateway refused before). */
export const REFUND_SEND_EVERY_MS = 15_000;

/** The payments module's timer: asks the gateways for the refunds still pending. */
export const paymentJobs = fp(async (app: FastifyInstance) => {
  const payments = createPaymentsContext(app);
  app.addJob({
    name: 'refund-sender',
    everyMs: REFUND_SEND_EVERY_MS,
    run: async () => {
      await sendAllPendingRefunds(payments);
    },
  });
});
