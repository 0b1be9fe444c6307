import { OrderLangQuery, OrderParams } from '@coffee/contracts/orders';
import { CourierWebhookAck, ShipmentResponse } from '@coffee/contracts/shipping';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { translate } from '../../i18n/messages.js';
import { AppError, refusals } from '../../lib/errors.js';
import { headerOf } from '../../lib/headers.js';
import { authOf } from '../../plugins/auth.js';
import { catalogChanged } from '../../plugins/cache.js';
import { findOrderId } from '../orders/repository.js';
import { createShippingContext, type ShippingContext, secretMatches } from './context.js';
import { lockShipment } from './ledger.js';
import { findLiveShipment, toShipment } from './presenters.js';
import { applyCourierUpdate } from './track.js';

const tags = ['shipping'];

/**
 * Bosta's webhooks: the body as sent (any content type), read only after the delivery's secret header checks
 * out. A refused one changes nothing and answers 401; an accepted one (a repeat, a late one) answers 200 at
 * once so the courier stops retrying.
 */
async function webhookRoutes(app: FastifyInstance, ctx: ShippingContext) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 65_536 }, (_request, body, done) =>
    done(null, body),
  );
  app.post(
    '/shipping/bosta/webhook',
    {
      schema: {
        tags,
        description:
          "Bosta's state-change webhook; authenticated by the secret header given with the delivery",
        hide: true,
        response: { 200: CourierWebhookAck, ...refusals(400, 401, 413) },
      },
    },
    async (request, reply) => {
      const refuse = () =>
        reply
          .status(401)
          .send({ message: translate(request.lang, 'courierWebhookRefused'), code: 'NOTIFICATION_REFUSED' });
      const courier = ctx.courier;
      if (!courier) return refuse();
      const rawBody = typeof request.body === 'string' ? request.body : '';
      const update = courier.parseWebhook({ rawBody, headers: request.headers }, ctx.clock());
      if (!update) return refuse();
      const shipment = await lockShipment(
        ctx.db,
        {
          courier: courier.name,
          providerId: update.providerId,
          trackingNumber: update.trackingNumber,
        },
        false,
      );
      if (
        !shipment ||
        !secretMatches(headerOf(request.headers, courier.webhookHeader), shipment.webhookSecretHash)
      ) {
        request.log.warn({ tracking: update.trackingNumber }, 'courier webhook refused');
        return refuse();
      }
      // A state the store does not follow is acknowledged and changes nothing.
      if (!update.state) return { received: true, result: 'ignored' };
      const applied = await applyCourierUpdate(ctx, shipment.id, { ...update, state: update.state });
      if (applied?.released.length) await catalogChanged(app, { productIds: applied.released });
      return { received: true, result: applied?.advanced ? 'applied' : 'unchanged' };
    },
  );
}

/** The courier's webhooks, and the shopper's view of their parcel. */
export const shippingRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = createShippingContext(app);
  await app.register(async (scope) => webhookRoutes(scope, ctx));

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
