import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { Storage } from '../../lib/storage.js';
import { cancelUnpaidOrder } from '../orders/sweep.js';
import { FawryOff, FawryProvider } from './providers/fawry.js';
import { OpayProvider } from './providers/opay.js';
import { PaytabsProvider } from './providers/paytabs.js';
import type { PaymentProvider, ProviderName } from './providers/types.js';

export type Providers = { paytabs: PaytabsProvider; opay: OpayProvider; fawry: PaymentProvider };

/** What the payment services need from the app, so they run the same from a route, a sweep or a test. */
export type PaymentsContext = {
  db: Database;
  clock: Clock;
  config: Config;
  /** Where the InstaPay screenshots are kept (the private space). */
  storage: Storage;
  log: FastifyBaseLogger;
  providers: Providers;
  /**
   * Cancels an order still waiting for its payment (the orders module's cancel, with stock given back); what
   * a dead Fawry code makes due. Answers whether it canceled it.
   */
  cancelUnpaidOrder: (orderId: number, now: Date) => Promise<boolean>;
};

export const createProviders = (config: Config): Providers => ({
  paytabs: new PaytabsProvider(config.paytabs),
  opay: new OpayProvider(config.opay),
  fawry: config.fawry ? new FawryProvider(config.fawry) : new FawryOff(),
});

export const providerNamed = (providers: Providers, name: ProviderName): PaymentProvider => providers[name];

/** The payments context of a built app: its database, clock, config and logger, and gateways from its config. */
export const createPaymentsContext = (app: FastifyInstance): PaymentsContext => ({
  db: app.db,
  clock: app.clock,
  config: app.config,
  storage: app.storage,
  log: app.log,
  providers: createProviders(app.config),
  cancelUnpaidOrder: (orderId, now) => cancelUnpaidOrder(app, orderId, now),
});
