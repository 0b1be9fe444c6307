import { DashboardResponse } from '@coffee/contracts/backoffice-dashboard';
import { LangQuery } from '@coffee/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { localized } from '../../i18n/lang.js';
import { catalogScopeOf } from '../catalog/admin/scope.js';
import { statusLabel } from '../orders/presenters.js';
import { readDashboard } from './dashboard-repository.js';

/** The opening page of the back office (every order) and of the seller portal (the caller's own sales). */
function dashboardRoutesFor(area: 'admin' | 'seller'): FastifyPluginAsyncZod {
  return async (app) => {
    const { db, clock } = app;
    app.get(
      `/${area}/dashboard`,
      {
        schema: {
          tags: ['admin'],
          description:
            area === 'admin'
              ? "Staff and admins: today's and this month's sales (Cairo), orders by status, the open orders waiting longest, products and variants running low, and sales per day for 30 days."
              : 'A seller: the same for its own lines only — its sales, the orders it has lines in, those with lines still to prepare, its products running low.',
          querystring: LangQuery,
          response: { 200: DashboardResponse },
        },
      },
      async (request) => {
        const { lang } = request;
        const board = await readDashboard(db, catalogScopeOf(area, request), clock());
        return {
          data: {
            today: board.today,
            month: board.month,
            by_status: board.byStatus.map((row) => ({
              status: row.status,
              label: statusLabel(lang, row.status),
              count: row.count,
            })),
            waiting: board.waiting.map((order) => ({
              number: order.number,
              status: order.status,
              status_label: statusLabel(lang, order.status),
              placed_at: order.createdAt.toISOString(),
              total: order.total,
            })),
            low_stock: board.lowStock.map((row) => ({
              product_id: row.productId,
              variant_id: row.variantId,
              name: localized(lang, row.nameEn, row.nameAr),
              stock: row.stock,
            })),
            chart: board.chart,
          },
        };
      },
    );
  };
}

export const adminDashboardRoutes = dashboardRoutesFor('admin');
export const sellerDashboardRoutes = dashboardRoutesFor('seller');
