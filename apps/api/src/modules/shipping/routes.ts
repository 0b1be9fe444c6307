import { OrderLangQuery, OrderParams } from '@coffee/contracts/orders';
import { ShipmentResponse } from '@coffee/contracts/shipping';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, refusals } from '../../lib/errors.js';
import { authOf } from '../../plugins/auth.js';
import { catalogChanged } from '../../plugins/cache.js';
import { findOrderId } from '../orders/repository.js';
import { createShippingContext } from './context.js';
import { lockShipment } from './ledger.js';
import { findLiveShipment, toShipment } from './presenters.js';
import { applyCourierUpdate } from './track.js';
import { courierWebhookRoute } from './webhook.js';

const tags = ['shipping'];

/** The courier's webhooks, and the shopper's view of their parcel. */
export const shippingRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = createShippingContext(app);
  // Bosta's webhooks, each read only after its delivery's secret header checks out (webhook.ts).
  await app.register(async (scope) =>
    courierWebhookRoute(scope, ctx, {
      url: '/shipping/bosta/webhook',
      description: "Bosta's state-change webhook; authenticated by the secret header given with the delivery",
      tags,
      find: async (update, courier) => {
        const shipment = await lockShipment(
          ctx.db,
          {
            courier: courier.name,
            providerId: update.providerId,
            trackingNumber: update.trackingNumber,
          },
          false,
        );
        return shipment && { id: shipment.id, secretHash: shipment.webhookSecretHash };
      },
      apply: async (id, update) => {
        const applied = await applyCourierUpdate(ctx, id, update);
        if (applied?.released.length) await catalogChanged(app, { productIds: applied.released });
        return applied?.advanced ?? false;
      },
    }),
  );

  app.get(
    '/orders/:number/shipment',
    {
      schema: {
        tags,
        description:
          "The caller's order's parcel: courier, tracking number and timeline (oldest first, by the courier's " +
          "clock), in the reader's language; null before the courier is booked. Another shopper's order is a 404.",
        params: OrderParams,
        querystring: OrderLangQuery,
        response: { 200: ShipmentResponse, ...refusals(404) },
      },
      onRequest: app.authenticate,
    },
    async (request) => {
      const orderId = await findOrderId(app.db, request.params.number, authOf(request).userId);
      if (orderId === undefined) throw new AppError(404, 'NOT_FOUND', 'notFound');
      const row = await findLiveShipment(app.db, orderId);
      return { data: row ? await toShipment(app.db, row, request.lang) : null };
    },
  );
};
