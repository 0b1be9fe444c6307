import { OrderLangQuery, OrderParams } from '@coffee/contracts/orders';
import {
  AdminShipmentResponse,
  BookShipmentsBody,
  BookShipmentsResponse,
  CourierCashQuery,
  CourierCashResponse,
  ShipmentParams,
} from '@coffee/contracts/shipping';
import { and, eq, gt, gte, lt, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { orders, shipments } from '../../db/schema/index.js';
import { translate } from '../../i18n/messages.js';
import { AppError, refusals } from '../../lib/errors.js';
import { cairoDay, STORE_TIME_ZONE } from '../../lib/format.js';
import { actorOf } from '../../plugins/backoffice-auth.js';
import { recordAudit } from '../audit/repository.js';
import { findOrderId } from '../orders/repository.js';
import { bookOrder, cancelBooking } from './book.js';
import { createShippingContext } from './context.js';
import { CourierError } from './couriers/types.js';
import { lockShipment } from './ledger.js';
import { findLiveShipment, toAdminShipment } from './presenters.js';

const tags = ['admin'];
const DAY_MS = 86_400_000;

/** Staff book the courier, print labels, follow a parcel and check the courier's cash. */
export const adminShippingRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = createShippingContext(app);
  const { db } = app;

  app.post(
    '/admin/shipping/bookings',
    {
      schema: {
        tags,
        description:
          'Books the courier for each of these orders (up to 50), each Ready to ship: the courier is asked to ' +
          'collect the cash of a cash order, with our order number as its reference. An order booked already ' +
          'answers its booking again (booking is idempotent); one that cannot be booked says why, and the ' +
          'others are booked all the same. The parcel then moves its order by itself (picked up → With ' +
          'courier, delivered → Delivered, back → Canceled with its stock put back).',
        querystring: OrderLangQuery,
        body: BookShipmentsBody,
        response: { 200: BookShipmentsResponse },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const numbers = [...new Set(request.body.orders)];
      const outcomes = [];
      // One at a time: the courier's API is the slow part, and it rate-limits bursts.
      for (const number of numbers) {
        const result = await bookOrder(ctx, number, actor.userId);
        if (result.ok && result.created) {
          await recordAudit(
            db,
            actor,
            {
              action: 'shipment.book',
              entity: 'order',
              entityKey: number,
              before: null,
              after: { tracking_number: result.shipment.trackingNumber, courier: result.shipment.courier },
              note: null,
            },
            app.clock(),
          );
        }
        outcomes.push(
          result.ok
            ? {
                number,
                ok: true,
                tracking_number: result.shipment.trackingNumber,
                shipment_id: result.shipment.id,
                message: null,
              }
            : {
                number,
                ok: false,
                tracking_number: null,
                shipment_id: null,
                message: translate(request.lang, result.messageKey, { number }),
              },
        );
      }
      return { data: outcomes };
    },
  );

  app.post(
    '/admin/shipping/:id/cancel',
    {
      schema: {
        tags,
        description:
          'Calls off a booking before the courier picks the parcel up (the courier terminates it); the order, ' +
          'still Ready to ship, may be booked again. A parcel the courier has is a 409 SHIPMENT_NOT_CANCELABLE; ' +
          'a courier out of reach a 502. Canceling a canceled booking answers it again.',
        params: ShipmentParams,
        querystring: OrderLangQuery,
        response: { 200: AdminShipmentResponse, ...refusals(404, 409, 502) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const result = await cancelBooking(ctx, id);
      if (result === 'not-found') throw new AppError(404, 'NOT_FOUND', 'notFound');
      if (result === 'not-cancelable')
        throw new AppError(409, 'SHIPMENT_NOT_CANCELABLE', 'shipmentNotCancelable');
      if (result === 'courier-unavailable') {
        throw new AppError(502, 'COURIER_UNAVAILABLE', 'courierUnreachable');
      }
      const row = await lockShipment(db, { id }, false);
      const [order] = row
        ? await db.select({ number: orders.number }).from(orders).where(eq(orders.id, row.orderId))
        : [];
      await recordAudit(
        db,
        actorOf(request),
        {
          action: 'shipment.cancel',
          entity: 'order',
          entityKey: order?.number ?? String(id),
          before: { tracking_number: row?.trackingNumber ?? null },
          after: null,
          note: null,
        },
        app.clock(),
      );
      return { data: row ? await toAdminShipment(db, row, request.lang) : null };
    },
  );

  app.get(
    '/admin/orders/:number/shipment',
    {
      schema: {
        tags,
        description:
          "An order's parcel as staff see it: timeline, cash to collect and collected, the courier's reason " +
          'on an exception or a return, and its label; null before the courier is booked.',
        params: OrderParams,
        querystring: OrderLangQuery,
        response: { 200: AdminShipmentResponse, ...refusals(404) },
      },
    },
    async (request) => {
      const orderId = await findOrderId(db, request.params.number);
      if (orderId === undefined) throw new AppError(404, 'NOT_FOUND', 'notFound');
      const row = await findLiveShipment(db, orderId);
      return { data: row ? await toAdminShipment(db, row, request.lang) : null };
    },
  );

  app.get(
    '/admin/shipping/:id/label',
    {
      schema: {
        tags,
        description: "A booked parcel's airway bill (the courier's label, a PDF) to print and stick on it.",
        params: ShipmentParams,
        querystring: OrderLangQuery,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const row = await lockShipment(db, { id: request.params.id }, false);
      if (!row?.providerId || !row.trackingNumber || !ctx.courier)
        throw new AppError(404, 'NOT_FOUND', 'notFound');
      try {
        const label = await ctx.courier.airwayBill({
          providerId: row.providerId,
          trackingNumber: row.trackingNumber,
        });
        return reply
          .header('content-type', label.contentType)
          .header('content-disposition', `inline; filename="${row.trackingNumber}.pdf"`)
          .header('cache-control', 'private, no-store')
          .send(label.body);
      } catch (error) {
        if (!(error instanceof CourierError)) throw error;
        request.log.warn({ shipment: row.id, reason: error.message }, 'airway bill unavailable');
        throw new AppError(502, 'COURIER_UNAVAILABLE', 'courierUnreachable');
      }
    },
  );

  app.get(
    '/admin/shipping/cash',
    {
      schema: {
        tags,
        description:
          'Cash on delivery per Cairo day of delivery (newest first): how many cash parcels were delivered, the ' +
          'cash the courier was to collect, and what it reported collected. A gap is money to ask the courier for.',
        querystring: CourierCashQuery,
        response: { 200: CourierCashResponse },
      },
    },
    async (request) => {
      const today = new Date(app.clock().getTime());
      const from = request.query.from ?? cairoDay(new Date(today.getTime() - 30 * DAY_MS));
      const to = request.query.to ?? cairoDay(today);
      const day = sql<string>`to_char(${shipments.stateAt} at time zone ${STORE_TIME_ZONE}, 'YYYY-MM-DD')`;
      const rows = await db
        .select({
          day,
          deliveries: sql<number>`count(*)::int`,
          expected: sql<number>`coalesce(sum(${shipments.codAmount}), 0)::int`,
          collected: sql<number>`coalesce(sum(${shipments.codCollected}), 0)::int`,
        })
        .from(shipments)
        .where(
          and(
            eq(shipments.state, 'delivered'),
            gt(shipments.codAmount, 0),
            gte(shipments.stateAt, sql`(${from}::date)::timestamp at time zone ${STORE_TIME_ZONE}`),
            lt(shipments.stateAt, sql`(${to}::date + 1)::timestamp at time zone ${STORE_TIME_ZONE}`),
          ),
        )
        .groupBy(sql`1`)
        .orderBy(sql`1 desc`);
      return { data: rows };
    },
  );
};
