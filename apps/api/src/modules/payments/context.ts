import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { OpayProvider } from './providers/opay.js';
import { PaytabsProvider } from './providers/paytabs.js';
import type { PaymentProvider, ProviderName } from './providers/types.js';

export type Providers = { paytabs: PaytabsProvider; opay: OpayProvider };

/** What the payment services need from the app, so they run the same from a route, a sweep or a test. */
export type PaymentsContext = {
  db: Database;
  clock: Clock;
  config: Config;
  log: FastifyBaseLogger;
  providers: Providers;
};

export const createProviders = (config: Config): Providers => ({
  paytabs: new PaytabsProvider(config.paytabs),
  opay: new OpayProvider(config.opay),
});

export const providerNamed = (providers: Providers, name: ProviderName): PaymentProvider => providers[name];

/** The payments context of a built app: its database, clock, config and logger, and gateways from its config. */
export const createPaymentsContext = (app: FastifyInstance): PaymentsContext => ({
  db: app.db,
  clock: app.clock,
  config: app.config,
  log: app.log,
  providers: createProviders(app.config),
});
