import { AdminOrderResponse, AdminOrdersQuery, AdminOrdersResponse } from '@coffee/contracts/backoffice';
import { OrderLangQuery, OrderParams } from '@coffee/contracts/orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { localized } from '../../i18n/lang.js';
import { AppError } from '../../lib/errors.js';
import { pageMeta } from '../../lib/page-meta.js';
import { listAllOrders, loadOrderExtras } from './admin-repository.js';
import { statusLabel, toOrder } from './presenters.js';
import { findOrderId, loadOrder } from './repository.js';
import { nextStatuses } from './status-machine.js';

const tags = ['admin'];

/** The back office's orders: every shopper's, filtered and searched, and one order in full. */
export const adminOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, mediaUrl } = app;

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
      onRequest: app.guardStaff,
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
          "Staff and admins: any order as the shopper sees it, plus the buyer's contact, its payments and " +
          'refunds, who made each status change, and `next_statuses`: what staff may move it to now.',
        params: OrderParams,
        querystring: OrderLangQuery,
        response: { 200: AdminOrderResponse },
      },
      onRequest: app.guardStaff,
    },
    async (request) => {
      const { lang } = request;
      const id = await findOrderId(db, request.params.number);
      const full = id === undefined ? undefined : await loadOrder(db, id);
      if (!full) throw new AppError(404, 'NOT_FOUND', 'notFound');
      const extras = await loadOrderExtras(db, full.order.id, full.order.userId);
      const { customer } = extras;
      return {
        data: {
          ...toOrder(full, lang, mediaUrl),
          customer: {
            id: customer.id,
            name: `${customer.firstName} ${customer.lastName}`,
            email: customer.email,
            mobile: customer.mobile,
          },
          payments: extras.payments.map((payment) => ({
            provider: payment.provider,
            reference: payment.providerRef,
            amount: payment.amount,
            status: payment.status,
            created_at: payment.createdAt.toISOString(),
          })),
          refunds: extras.refunds.map((refund) => ({
            amount: refund.amount,
            kind: refund.kind,
            description: localized(lang, refund.descriptionEn, refund.descriptionAr),
            created_at: refund.createdAt.toISOString(),
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
};
