import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addressRoutes } from './addresses-routes.js';
import { profileRoutes } from './profile-routes.js';
import { walletRoutes } from './wallet-routes.js';

/** The shopper's own account: profile, address book and wallet. Every route needs a signed-in shopper. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(profileRoutes);
  await app.register(addressRoutes);
  await app.register(walletRoutes);
};
