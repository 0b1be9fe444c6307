import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { createPaymentsContext, type PaymentsContext } from '../payments/context.js';
import { createShippingContext } from '../shipping/context.js';
import type { Courier } from '../shipping/couriers/types.js';

/** What the returns services need: the database and clock, the courier for pickups, payments for refunds. */
export type ReturnsContext = {
  db: Database;
  clock: Clock;
  config: Config;
  log: FastifyBaseLogger;
  /** Null when the store ships by itself (COURIER=none): the shopper brings the parcel back. */
  courier: Courier | null;
  payments: PaymentsContext;
};

export const createReturnsContext = (app: FastifyInstance): ReturnsContext => ({
  db: app.db,
  clock: app.clock,
  config: app.config,
  log: app.log,
  courier: createShippingContext(app).courier,
  payments: createPaymentsContext(app),
});
