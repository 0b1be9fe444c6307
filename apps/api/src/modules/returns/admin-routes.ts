import { LangQuery } from '@coffee/contracts/common';
import {
  AdminReturnResponse,
  AdminReturnsQuery,
  AdminReturnsResponse,
  CompleteReturnBody,
  RefuseReturnBody,
  ReturnIdParams,
  ReturnRefundParams,
} from '@coffee/contracts/returns';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Lang } from '../../i18n/lang.js';
import { AppError, refusals } from '../../lib/errors.js';
import { pageMeta } from '../../lib/page-meta.js';
import { actorOf } from '../../plugins/backoffice-auth.js';
import { catalogChanged } from '../../plugins/cache.js';
import { recordAudit } from '../audit/repository.js';
import { retryRefund, returnRefundPrefix } from '../payments/refunds.js';
import { completeRequest } from './complete.js';
import { createReturnsContext } from './context.js';
import { approveReturn, refuseRequest } from './pickup.js';
import { toAdminReturn } from './presenters.js';
import { findReturn, listReturns, refundsOf } from './repository.js';

const tags = ['admin'];

/**
 * The back office's returns queue: approve (books the courier's return pickup) or refuse with a reason; when
 * the parcel is back, judge each item and refund; retry a refund a gateway refused.
 */
export const adminReturnRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = createReturnsContext(app);
  const { db } = app;

  const present = async (id: number, lang: Lang) => {
    const row = await findReturn(db, id);
    if (!row) throw new AppError(404, 'NOT_FOUND', 'notFound');
    return { data: await toAdminReturn(db, row, lang) };
  };

  const audit = async (
    actor: ReturnType<typeof actorOf>,
    action: 'return.approve' | 'return.refuse' | 'return.complete' | 'refund.retry',
    orderNumber: string,
    after: Record<string, unknown>,
  ) => {
    await recordAudit(
      db,
      actor,
      { action, entity: 'order', entityKey: orderNumber, before: null, after, note: null },
      app.clock(),
    );
  };

  app.get(
    '/admin/returns',
    {
      schema: {
        tags,
        description:
          'Staff: returns of one `status` (all when absent). `requested` (to decide) and `received` (back, to ' +
          'judge and refund) oldest first; the others newest first.',
        querystring: AdminReturnsQuery,
        response: { 200: AdminReturnsResponse },
      },
    },
    async (request) => {
      const { status, page, per_page: perPage } = request.query;
      const { rows, total } = await listReturns(
        db,
        { status },
        { limit: perPage, offset: (page - 1) * perPage },
      );
      return {
        data: await Promise.all(rows.map((row) => toAdminReturn(db, row, request.lang))),
        meta: pageMeta(page, perPage, total),
      };
    },
  );

  app.get(
    '/admin/returns/:id',
    {
      schema: {
        tags,
        description: 'One return with its order, shopper, pickup and refunds.',
        params: ReturnIdParams,
        querystring: LangQuery,
        response: { 200: AdminReturnResponse, ...refusals(404) },
      },
    },
    async (request) => present(request.params.id, request.lang),
  );

  app.post(
    '/admin/returns/:id/approve',
    {
      schema: {
        tags,
        description:
          "Approves a requested return and books the courier's return pickup (Bosta's customer-return type) " +
          'at the order’s address, at most once: approving again, or two staff at once, books nothing more. ' +
          'A pickup the courier could not book (503) is booked again by approving again.',
        params: ReturnIdParams,
        querystring: LangQuery,
        response: { 200: AdminReturnResponse, ...refusals(404, 409, 503) },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const { row, booked } = await approveReturn(ctx, request.params.id, actor.userId);
      const view = await present(row.id, request.lang);
      if (booked)
        await audit(actor, 'return.approve', view.data.order_number, {
          return: row.id,
          tracking: row.pickupTracking,
        });
      return view;
    },
  );

  app.post(
    '/admin/returns/:id/refuse',
    {
      schema: {
        tags,
        description: 'Refuses a requested return with a reason, mailed to the shopper in their language.',
        params: ReturnIdParams,
        querystring: LangQuery,
        body: RefuseReturnBody,
        response: { 200: AdminReturnResponse, ...refusals(404, 409) },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const row = await refuseRequest(ctx, request.params.id, request.body.reason, actor.userId);
      const view = await present(row.id, request.lang);
      await audit(actor, 'return.refuse', view.data.order_number, { return: row.id, reason: row.refusal });
      return view;
    },
  );

  app.post(
    '/admin/returns/:id/complete',
    {
      schema: {
        tags,
        description:
          'The parcel is back: each line resellable or not (every line of the return, once). Resellable stock ' +
          'goes back; the refund runs once — to the gateway or the wallet as the shopper chose; the delivery ' +
          'fee for a defect only — and the invoice gets a credit note. Two staff at once make one refund.',
        params: ReturnIdParams,
        querystring: LangQuery,
        body: CompleteReturnBody,
        response: { 200: AdminReturnResponse, ...refusals(404, 409, 422) },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const result = await completeRequest(ctx, request.params.id, request.body, actor.userId);
      if (result.restocked.length > 0) await catalogChanged(app, { productIds: result.restocked });
      const view = await present(result.row.id, request.lang);
      if (result.completed) {
        await audit(actor, 'return.complete', view.data.order_number, {
          return: result.row.id,
          goods_refund: result.row.goodsRefund,
          delivery_refund: result.row.deliveryRefund,
        });
      }
      return view;
    },
  );

  app.post(
    '/admin/returns/:id/refunds/:refund/retry',
    {
      schema: {
        tags,
        description:
          "Asks the gateway again for one of this return's refunds that it refused. A refund not refused " +
          '(done, or on its way) is a 409.',
        params: ReturnRefundParams,
        querystring: LangQuery,
        response: { 200: AdminReturnResponse, ...refusals(404, 409) },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const { id, refund } = request.params;
      const mine = (await refundsOf(db, id)).find((row) => row.id === refund);
      if (!mine?.reference?.startsWith(returnRefundPrefix(id)))
        throw new AppError(404, 'NOT_FOUND', 'notFound');
      if (!(await retryRefund(ctx.payments, refund))) {
        throw new AppError(409, 'REFUND_NOT_REFUSED', 'refundNotRefused');
      }
      const view = await present(id, request.lang);
      await audit(actor, 'refund.retry', view.data.order_number, { return: id, refund });
      return view;
    },
  );
};
