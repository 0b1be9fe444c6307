import type { ShipmentState } from '@coffee/contracts/shipping';
import { CourierWebhookAck } from '@coffee/contracts/shipping';
import type { FastifyInstance } from 'fastify';
import { translate } from '../../i18n/messages.js';
import type { Clock } from '../../lib/clock.js';
import { refusals } from '../../lib/errors.js';
import { headerOf } from '../../lib/headers.js';
import { secretMatches } from './context.js';
import type { Courier, CourierUpdate } from './couriers/types.js';

/** A courier's update that names a state the store follows. */
export type FollowedUpdate = CourierUpdate & { state: ShipmentState };

/** The parcel a webhook names, as its kind keeps it: its id and the hash of the secret given with it. */
export type WebhookParcel = { id: number; secretHash: string | null };

/**
 * A courier's state-change webhook for one kind of parcel (a delivery, a return pickup), in its own scope: the
 * body as sent (any content type) is parsed by the courier's adapter and believed only when the parcel's own
 * secret header checks out. A refused one changes nothing and answers 401; an accepted one (a repeat, a late
 * one, a state the store does not follow) answers 200 at once so the courier stops retrying.
 */
export async function courierWebhookRoute(
  scope: FastifyInstance,
  ctx: { courier: Courier | null; clock: Clock },
  route: {
    url: string;
    description: string;
    tags: string[];
    /** The parcel the update is about, read without a lock (the secret is checked before anything changes). */
    find: (update: CourierUpdate, courier: Courier) => Promise<WebhookParcel | undefined>;
    /** Applies a followed state; answers whether it moved the parcel. */
    apply: (id: number, update: FollowedUpdate) => Promise<boolean>;
  },
) {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 65_536 }, (_request, body, done) =>
    done(null, body),
  );
  scope.post(
    route.url,
    {
      schema: {
        tags: route.tags,
        description: route.description,
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
      const parcel = await route.find(update, courier);
      if (
        !parcel?.secretHash ||
        !secretMatches(headerOf(request.headers, courier.webhookHeader), parcel.secretHash)
      ) {
        request.log.warn({ url: route.url, tracking: update.trackingNumber }, 'courier webhook refused');
        return refuse();
      }
      if (!update.state) return { received: true, result: 'ignored' };
      const moved = await route.apply(parcel.id, { ...update, state: update.state });
      return { received: true, result: moved ? 'applied' : 'unchanged' };
    },
  );
}
