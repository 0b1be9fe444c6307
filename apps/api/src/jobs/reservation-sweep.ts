import type { FastifyInstance } from 'fastify';
import { sweepExpiredReservations } from '../modules/orders/sweep.js';

/** How often each API process looks for expired reservations; they expire after 30 minutes. */
export const RESERVATION_SWEEP_INTERVAL_MS = 60_000;

/**
 * Runs the reservation sweep on an interval in this process (the server starts it; tests call the sweep
 * with their own clock instead). Several processes may run it: the sweep skips orders another one holds.
 * Answers a function that stops it.
 */
export function startReservationSweep(
  app: FastifyInstance,
  intervalMs = RESERVATION_SWEEP_INTERVAL_MS,
): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    sweepExpiredReservations(app, app.clock())
      .then((canceled) => {
        if (canceled > 0) app.log.info({ canceled }, 'expired order reservations canceled');
      })
      .catch((err: unknown) => app.log.error({ err }, 'sweeping expired reservations failed'))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
