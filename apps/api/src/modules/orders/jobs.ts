import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sweepExpiredReservations } from './sweep.js';

/** Reservations expire after 30 minutes; a minute's lag in releasing their stock is fine. */
export const RESERVATION_SWEEP_EVERY_MS = 60_000;

/** The orders module's timer: cancels online orders whose reservation ran out (see sweep.ts). */
export const orderJobs = fp(async (app: FastifyInstance) => {
  app.addJob({
    name: 'reservation-sweep',
    everyMs: RESERVATION_SWEEP_EVERY_MS,
    run: async () => {
      const canceled = await sweepExpiredReservations(app, app.clock());
      if (canceled > 0) app.log.info({ canceled }, 'expired order reservations canceled');
    },
  });
});
