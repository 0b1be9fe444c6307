import { IdempotencyKey, isOnlinePaymentMethod, PlaceOrderBody } from '@coffee/contracts/checkout';
import {
  CancelOrderBody,
  type ChangeOrderStatusBody,
  OrderLangQuery,
  OrderParams,
  OrderResponse,
  OrdersQuery,
  OrdersResponse,
  ReorderResponse,
} from '@coffee/contracts/orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, refusals } from '../../lib/errors.js';
import { authOf } from '../../plugins/auth.js';
import { catalogChanged } from '../../plugins/cache.js';
import { countingCouponMisses } from '../checkout/coupon-misses.js';
import type { StatusActor, StatusNote } from './change-status.js';
import type { RefundDestination } from './order-payments.js';
import { placeOrder } from './place-order.js';
import { toOrder, toOrderListItem } from './presenters.js';
import { reorder } from './reorder.js';
import * as repo from './repository.js';
import { moveOrder } from './status-flow.js';

const tags = ['orders'];

/** Orders of the signed-in shopper (the back office's are in `admin-routes.ts`). */
export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock, mediaUrl } = app;

  const present = async (orderId: number, lang: 'en' | 'ar') => {
    const full = await repo.loadOrder(db, orderId);
    if (!full) throw new AppError(404, 'NOT_FOUND', 'notFound');
    return { data: toOrder(full, lang, mediaUrl) };
  };
  /** The caller's order by number; another shopper's is a 404 exactly like a number never used. */
  const ownOrderId = async (number: string, userId: number) => {
    const id = await repo.findOrderId(db, number, userId);
    if (id === undefined) throw new AppError(404, 'NOT_FOUND', 'notFound');
    return id;
  };
  const changeStatus = async (
    orderId: number,
    to: 'CANCELED' | ChangeOrderStatusBody['status'],
    by: StatusActor,
    note: StatusNote | null,
    refundTo?: RefundDestination,
  ) => {
    const change = await db.transaction((tx) =>
      moveOrder(tx, app.orderPayments, { id: orderId }, to, by, note, clock(), refundTo),
    );
    await catalogChanged(app, { productIds: change.released });
    return change;
  };

  app.post(
    '/orders',
    {
      schema: {
        tags,
        description:
          "Places the caller's server cart as an order, priced again from the database (never from the body). " +
          'Needs an `Idempotency-Key` header (a UUID, new per checkout attempt): the same key again answers the ' +
          'same order (200), never a second one; with a different body it is a 409. `address_id` (a saved ' +
          'address) or `address` (filled in; `save` keeps it), `payment_method`, optional `coupon`, ' +
          '`use_wallet`. Cash on delivery or fully wallet-paid → PLACED; card, installments, opay, fawry → PENDING ' +
          'with stock reserved until `expires_at` (30 min). 422: EMPTY_CART, ADDRESS_REQUIRED, ' +
          'PAYMENT_METHOD_REQUIRED, PAYMENT_METHOD_UNAVAILABLE, INVALID_COUPON, OUT_OF_STOCK (with `lines`: ' +
          'product_id, variant_id, name, available), QUANTITY_LIMIT (a line over the store’s most per order; ' +
          '`lines`: product_id, variant_id, name, max). Paid online: 409 TOO_MANY_UNPAID_ORDERS while the ' +
          'shopper has 3 orders waiting for payment, 429 past 12 such orders from one address in 30 minutes.',
        querystring: OrderLangQuery,
        body: PlaceOrderBody,
        response: { 200: OrderResponse, 201: OrderResponse, ...refusals(409, 422, 429) },
      },
      onRequest: app.authenticate,
    },
    async (request, reply) => {
      const { userId } = authOf(request);
      const header = request.headers['idempotency-key'];
      const key = IdempotencyKey.safeParse(
        typeof header === 'string' ? header.trim().toLowerCase() : undefined,
      );
      if (!key.success) throw new AppError(400, 'IDEMPOTENCY_KEY_REQUIRED', 'idempotencyKeyRequired');
      if (request.body.payment_method && isOnlinePaymentMethod(request.body.payment_method)) {
        await app.limits.perIp('placeOnlineOrder')(request, reply);
      }
      const { orderId, created, order } = await countingCouponMisses(
        app,
        reply,
        { userId, code: request.body.coupon, applied: () => true },
        () =>
          placeOrder(
            db,
            {
              userId,
              key: key.data,
              body: request.body,
              lang: request.lang,
              now: clock(),
              unpaidOnlineOrders: app.config.orderLimits.unpaidOnlineOrders,
              fawryHours: app.config.fawry?.paymentHours ?? null,
              instapayHours: app.config.instapayPaymentHours,
            },
            app.orderPayments,
          ),
      );
      if (order) await catalogChanged(app, { productIds: order.lines.map((line) => line.productId) });
      reply.status(created ? 201 : 200);
      return order ? { data: toOrder(order, request.lang, mediaUrl) } : present(orderId, request.lang);
    },
  );

  app.get(
    '/orders',
    {
      schema: {
        tags,
        description:
          "The caller's orders, newest first: number, status (with its label), date, total, item count.",
        querystring: OrdersQuery,
        response: { 200: OrdersResponse },
      },
      onRequest: app.authenticate,
    },
    async (request) => {
      const { userId } = authOf(request);
      const { page, per_page: perPage } = request.query;
      const { rows, total } = await repo.listOrders(db, userId, {
        limit: perPage,
        offset: (page - 1) * perPage,
      });
      return {
        data: rows.map((row) => toOrderListItem(row, request.lang)),
        meta: { page, per_page: perPage, total, last_page: Math.max(1, Math.ceil(total / perPage)) },
      };
    },
  );

  app.get(
    '/orders/:number',
    {
      schema: {
        tags,
        description:
          "One of the caller's orders by number (CM-2026-000123): lines as bought, address, money, payment, " +
          "status history and whether the shopper may cancel it. Another shopper's order is a 404.",
        params: OrderParams,
        querystring: OrderLangQuery,
        response: { 200: OrderResponse },
      },
      onRequest: app.authenticate,
    },
    async (request) => present(await ownOrderId(request.params.number, authOf(request).userId), request.lang),
  );

  app.post(
    '/orders/:number/cancel',
    {
      schema: {
        tags,
        description:
          'The shopper cancels their order while it is PENDING, PLACED or ACCEPT: stock goes back, the wallet ' +
          'part is refunded to the wallet, the coupon use is released, all in one transaction. Canceling a ' +
          'canceled order answers it unchanged; later statuses are a 409 ILLEGAL_STATUS_CHANGE.',
        params: OrderParams,
        querystring: OrderLangQuery,
        body: CancelOrderBody,
        response: { 200: OrderResponse, ...refusals(409) },
      },
      onRequest: app.authenticate,
    },
    async (request) => {
      const { userId } = authOf(request);
      const orderId = await ownOrderId(request.params.number, userId);
      const by = { kind: 'customer', userId } as const;
      // The shopper wrote it: theirs to see again.
      const text = request.body?.note;
      const note = text ? { text, forCustomer: true } : null;
      await changeStatus(orderId, 'CANCELED', by, note, request.body?.refund_to);
      return present(orderId, request.lang);
    },
  );

  app.post(
    '/reorder/:number',
    {
      schema: {
        tags,
        description:
          "Puts the lines of one of the caller's orders into their cart again, at today's price and capped at " +
          "today's stock. `added` lists what went in, `skipped` what could not (no longer sold, out of stock) " +
          'and why; `cart` is the cart as GET /shopping-cart answers it.',
        params: OrderParams,
        querystring: OrderLangQuery,
        response: { 200: ReorderResponse, ...refusals(422) },
      },
      onRequest: app.authenticate,
    },
    async (request) => {
      const { userId } = authOf(request);
      const orderId = await ownOrderId(request.params.number, userId);
      return { data: await reorder(db, userId, orderId, request.lang, clock(), mediaUrl) };
    },
  );
};
