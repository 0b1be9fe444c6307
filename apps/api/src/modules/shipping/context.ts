import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { OrderPayments } from '../orders/order-payments.js';
import { BostaCourier } from './couriers/bosta.js';
import type { Courier } from './couriers/types.js';

/** What the shipping services need from the app, so they run the same from a route, the poller or a test. */
export type ShippingContext = {
  db: Database;
  clock: Clock;
  config: Config;
  log: FastifyBaseLogger;
  orderPayments: OrderPayments;
  /** Null when the store ships by itself (COURIER=none). */
  courier: Courier | null;
};

export const createShippingContext = (app: FastifyInstance): ShippingContext => ({
  db: app.db,
  clock: app.clock,
  config: app.config,
  log: app.log,
  orderPayments: app.orderPayments,
  courier: app.config.bosta ? new BostaCourier(app.config.bosta) : null,
});

/** A new delivery's webhook secret: the courier sends it back as a header; we keep only its hash. */
export function newWebhookSecret(): { secret: string; hash: string } {
  const secret = randomBytes(24).toString('base64url');
  return { secret, hash: hashSecret(secret) };
}

export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** Whether a webhook's header carries the delivery's secret (compared in constant time). */
export function secretMatches(given: string, hash: string): boolean {
  const a = Buffer.from(hashSecret(given), 'hex');
  const b = Buffer.from(hash, 'hex');
  return given !== '' && a.length === b.length && timingSafeEqual(a, b);
}
