import { LangQuery } from '@coffee/contracts/common';
import {
  SellerLineParams,
  SellerLineResponse,
  SellerLinesQuery,
  SellerLinesResponse,
  SellerSalesResponse,
} from '@coffee/contracts/seller-portal';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Lang, localized } from '../../i18n/lang.js';
import { AppError } from '../../lib/errors.js';
import { pageMeta } from '../../lib/page-meta.js';
import { actorOf } from '../../plugins/backoffice-auth.js';
import { statusLabel } from './presenters.js';
import { listSellerLines, markLineReady, type SellerLineRow, sellerSales } from './seller-repository.js';

const tags = ['seller'];

const toLine = (row: SellerLineRow, lang: Lang) => ({
  id: row.id,
  order_number: row.orderNumber,
  order_status: row.orderStatus,
  order_status_label: statusLabel(lang, row.orderStatus),
  ordered_at: row.orderedAt.toISOString(),
  name: localized(lang, row.nameEn, row.nameAr),
  variant_name:
    row.variantNameEn === null ? null : localized(lang, row.variantNameEn, row.variantNameAr ?? ''),
  quantity: row.quantity,
  line_total: row.lineTotal,
  ready_at: row.readyAt?.toISOString() ?? null,
});

/** The seller portal's orders: the lines it must prepare, marking them ready, and its sales. Its own only. */
export const sellerOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app;
  const sellerIdOf = (actor: ReturnType<typeof actorOf>) => {
    if (actor.sellerId === null) throw new AppError(403, 'FORBIDDEN', 'sellerOnly');
    return actor.sellerId;
  };

  app.get(
    '/seller/order-lines',
    {
      schema: {
        tags,
        description:
          "A seller: its lines of accepted orders, oldest first — product, option, quantity, the order's number " +
          'and status, and when it was marked ready. Nothing else about the shopper.',
        querystring: SellerLinesQuery,
        response: { 200: SellerLinesResponse },
      },
    },
    async (request) => {
      const { state, page, per_page: perPage } = request.query;
      const { rows, total } = await listSellerLines(db, sellerIdOf(actorOf(request)), state, {
        limit: perPage,
        offset: (page - 1) * perPage,
      });
      return { data: rows.map((row) => toLine(row, request.lang)), meta: pageMeta(page, perPage, total) };
    },
  );

  app.post(
    '/seller/order-lines/:id/ready',
    {
      schema: {
        tags,
        description:
          'A seller marks one of its lines prepared while the order is ACCEPT or PREPARE; again changes nothing. ' +
          "Another seller's line, or one not being prepared, is a 404.",
        params: SellerLineParams,
        querystring: LangQuery,
        response: { 200: SellerLineResponse },
      },
    },
    async (request) => {
      const line = await db.transaction((tx) =>
        markLineReady(tx, actorOf(request), request.params.id, clock()),
      );
      if (line === 'missing') throw new AppError(404, 'NOT_FOUND', 'notFound');
      return { data: toLine(line, request.lang) };
    },
  );

  app.get(
    '/seller/sales',
    {
      schema: {
        tags,
        description:
          "A seller's sales at the prices paid: delivered orders placed this month (Cairo) and ever, and what " +
          'is accepted but not yet delivered.',
        querystring: LangQuery,
        response: { 200: SellerSalesResponse },
      },
    },
    async (request) => {
      const { month, allTime, open } = await sellerSales(db, sellerIdOf(actorOf(request)), clock());
      return {
        data: { month, all_time: allTime, open: { items: open.items, orders: open.orders } },
      };
    },
  );
};
