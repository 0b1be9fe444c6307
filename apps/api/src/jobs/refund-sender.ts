import type { FastifyInstance } from 'fastify';
import { createPaymentsContext } from '../modules/payments/context.js';
import { sendAllPendingRefunds } from '../modules/payments/refunds.js';

/** How often each API process sends refunds waiting for their gateway (a cancel's, or one refused before). */
export const REFUND_SEND_INTERVAL_MS = 15_000;

/**
 * Sends pending gateway refunds on an interval in this process (the server starts it; tests call
 * `sendAllPendingRefunds` themselves). Several processes may run it: each refund row is locked while sent.
 * Answers a function that stops it.
 */
export function startRefundSender(app: FastifyInstance, intervalMs = REFUND_SEND_INTERVAL_MS): () => void {
  const ctx = createPaymentsContext(app);
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    sendAllPendingRefunds(ctx)
      .catch((err: unknown) => app.log.error({ err }, 'sending pending refunds failed'))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
