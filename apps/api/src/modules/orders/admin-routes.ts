import { AdminOrderResponse, AdminOrdersQuery, AdminOrdersResponse } from '@coffee/contracts/backoffice';
import { ChangeOrderStatusBody, OrderLangQuery, OrderParams, OrderResponse } from '@coffee/contracts/orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { localized } from '../../i18n/lang.js';
import { AppError, refusals } from '../../lib/errors.js';
import { pageMeta } from '../../lib/page-meta.js';
import { actorOf } from '../../plugins/backoffice-auth.js';
import { catalogChanged } from '../../plugins/cache.js';
import { recordAudit } from '../audit/repository.js';
import { listAllOrders, loadOrderExtras } from './admin-repository.js';
import type { StatusActor } from './change-status.js';
import { statusLabel, toOrder } from './presenters.js';
import * as repo from './repository.js';
import { moveOrder } from './status-flow.js';
import { nextStatuses } from './status-machine.js';

const tags = ['admin'];

/** The back office's orders: every shopper's, filtered and searched, one order in full, and its status changes. */
export const adminOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock, mediaUrl } = app;

  /** Any shopper's order by its id, whole; a number never used is a 404. */
  const loadAny = async (orderId: number | undefined) => {
    const full = orderId === undefined ? undefined : await repo.loadOrder(db, orderId);
    if (!full) throw new AppError(404, 'NOT_FOUND', 'notFound');
    return full;
  };
  const present = async (orderId: number, lang: 'en' | 'ar') => ({
    data: toOrder(await loadAny(orderId), lang, mediaUrl, 'staff'),
  });

  app.get(
    '/admin/orders',
    {
      schema: {
        tags,
        description:
          'Staff and admins: every order, newest first. Filters: `status`, `payment_method`, `governorate_id`, ' +
          '`seller_id` (orders holding a line of that seller), `from`/`to` (Cairo days, inclusive); `q` finds ' +
          'an order number (or its last digits), a mobile (any way it is typed) or a name.',
        querystring: AdminOrdersQuery,
        response: { 200: AdminOrdersResponse },
      },
    },
    async (request) => {
      const { query, lang } = request;
      const { rows, total } = await listAllOrders(
        db,
        {
          status: query.status,
          paymentMethod: query.payment_method,
          governorateId: query.governorate_id,
          sellerId: query.seller_id,
          from: query.from,
          to: query.to,
          q: query.q,
        },
        { limit: query.per_page, offset: (query.page - 1) * query.per_page },
      );
      return {
        data: rows.map((row) => ({
          number: row.number,
          status: row.status,
          status_label: statusLabel(lang, row.status),
          created_at: row.createdAt.toISOString(),
          customer_name: `${row.firstName} ${row.lastName}`,
          mobile: row.address.mobile,
          governorate: localized(lang, row.address.governorate.name_en, row.address.governorate.name_ar),
          payment_method: row.paymentMethod === 'paytabs' ? ('card' as const) : row.paymentMethod,
          payment_status: row.paymentStatus,
          total: row.total,
          items_count: row.items,
        })),
        meta: pageMeta(query.page, query.per_page, total),
      };
    },
  );

  app.get(
    '/admin/orders/:number',
    {
      schema: {
        tags,
        description:
          "Staff and admins: any order as the shopper sees it, plus the buyer's contact, each line's seller " +
          'state (`ready_at`), its payments and refunds, who made each status change, and `next_statuses`: what ' +
          'staff may move it to now.',
        params: OrderParams,
        querystring: OrderLangQuery,
        response: { 200: AdminOrderResponse },
      },
    },
    async (request) => {
      const { lang } = request;
      const full = await loadAny(await repo.findOrderId(db, request.params.number));
      const extras = await loadOrderExtras(db, full.order.id, full.order.userId);
      const { customer } = extras;
      const shown = toOrder(full, lang, mediaUrl, 'staff');
      return {
        data: {
          ...shown,
          // Lines and items are in the same order (by line id): each item gets its line's seller state.
          items: shown.items.map((item, index) => {
            const line = full.lines[index]!;
            return { ...item, line_id: line.id, ready_at: line.readyAt?.toISOString() ?? null };
          }),
          customer: {
            id: customer.id,
            name: `${customer.firstName} ${customer.lastName}`,
            email: customer.email,
            mobile: customer.mobile,
            lang: full.order.lang === 'ar' ? ('ar' as const) : ('en' as const),
          },
          payments: extras.charges.map((charge) => ({
            provider: charge.provider,
            reference: charge.providerRef,
            amount: charge.amount,
            status: charge.status,
            created_at: charge.createdAt.toISOString(),
          })),
          refunds: full.refunds.map((refund) => ({
            id: refund.id,
            amount: refund.amount,
            to: refund.to,
            state: refund.state,
            reference: refund.reference,
            at: refund.at.toISOString(),
          })),
          next_statuses: nextStatuses(full.order.status, 'staff').map((status) => ({
            status,
            label: statusLabel(lang, status),
          })),
          history_by: extras.historyBy.map((by) => (by.firstName ? `${by.firstName} ${by.lastName}` : null)),
        },
      };
    },
  );

  app.post(
    '/admin/orders/:number/status',
    {
      schema: {
        tags: ['admin'],
        description:
          'Staff and admins move any order one step: PLACED → ACCEPT → PREPARE → READY_TO_SHIP → WITH_COURIER → ' +
          'DELIVERED, or CANCELED before WITH_COURIER (stock, wallet and coupon released). Recorded in the ' +
          'history with who and the note (internal unless `note_for_customer`); the shopper is emailed when it is accepted, with the courier, ' +
          'delivered or canceled. Any other change is a 409 ILLEGAL_STATUS_CHANGE; a customer gets a 403.',
        params: OrderParams,
        querystring: OrderLangQuery,
        body: ChangeOrderStatusBody,
        response: { 200: OrderResponse, ...refusals(409, 422) },
      },
    },
    async (request) => {
      const orderId = await repo.findOrderId(db, request.params.number);
      if (orderId === undefined) throw new AppError(404, 'NOT_FOUND', 'notFound');
      const actor = actorOf(request);
      const text = request.body.note ?? null;
      const note = text ? { text, forCustomer: request.body.note_for_customer ?? false } : null;
      const now = clock();
      const moved = await db.transaction(async (tx) => {
        const by: StatusActor = { kind: 'staff', userId: actor.userId };
        const { order, before, changed, released } = await moveOrder(
          tx,
          app.orderPayments,
          { id: orderId },
          request.body.status,
          by,
          note,
          now,
        );
        if (!changed) return [];
        await recordAudit(
          tx,
          actor,
          {
            action: 'order.status',
            entity: 'order',
            entityKey: order.number,
            before: { status: before.status, payment_status: before.paymentStatus },
            after: { status: order.status, payment_status: order.paymentStatus },
            note: text,
          },
          now,
        );
        return released;
      });
      await catalogChanged(app, { productIds: moved });
      return present(orderId, request.lang);
    },
  );
};
