import { IdParams } from '@coffee/contracts/catalog';
import { AdminCodRefusalsResponse, CodRefusalNoteBody } from '@coffee/contracts/cod';
import { LangQuery } from '@coffee/contracts/common';
import { OrderParams } from '@coffee/contracts/orders';
import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Executor } from '../../db/client.js';
import { codRefusals, orders, users } from '../../db/schema/index.js';
import { AppError, refusals } from '../../lib/errors.js';
import { actorOf } from '../../plugins/backoffice-auth.js';
import { recordAudit } from '../audit/repository.js';
import { COD_REFUSAL_LIMIT, countCodRefusals } from '../checkout/cod-refusals.js';
import { clearCodRefusals, recordCodRefusal } from './ledger.js';

const tags = ['admin'];

/** A shopper's refused cash deliveries: theirs, and others' recorded against a mobile they used. */
async function presentRefusals(db: Executor, userId: number) {
  const [user] = await db.select({ mobile: users.mobile }).from(users).where(eq(users.id, userId));
  if (!user) throw new AppError(404, 'NOT_FOUND', 'notFound');
  const rows = await db
    .select({ refusal: codRefusals, number: orders.number })
    .from(codRefusals)
    .innerJoin(orders, eq(orders.id, codRefusals.orderId))
    .where(eq(codRefusals.userId, userId))
    .orderBy(desc(codRefusals.id));
  const counting = await countCodRefusals(db, userId, user.mobile);
  return {
    data: {
      counting,
      cod_offered: counting < COD_REFUSAL_LIMIT,
      refusals: rows.map(({ refusal, number }) => ({
        order_id: refusal.orderId,
        order_number: number,
        mobile: refusal.mobile,
        source: refusal.source,
        amount: refusal.amount,
        created_at: refusal.createdAt.toISOString(),
        cleared_at: refusal.clearedAt?.toISOString() ?? null,
      })),
    },
  };
}

/**
 * Refused cash deliveries in the back office: staff mark one on an order (the courier's report does it by
 * itself), read a shopper's, and clear them so cash on delivery is offered again. Each write is audited.
 */
export const adminCodRefusalRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app;

  app.post(
    '/admin/orders/:number/cod-refusal',
    {
      schema: {
        tags,
        description:
          'Staff and admins: the shopper refused this cash on delivery order at the door. It counts against ' +
          'the account and the delivery mobile (two stop cash on delivery). Once per order: marking it again, ' +
          'or an order the courier already reported, changes nothing. Only a cash order not delivered: 409 ' +
          'NOT_REFUSABLE otherwise.',
        params: OrderParams,
        querystring: LangQuery,
        body: CodRefusalNoteBody,
        response: { 200: AdminCodRefusalsResponse, ...refusals(409) },
      },
    },
    async (request) => {
      const now = clock();
      const userId = await db.transaction(async (tx) => {
        const [order] = await tx
          .select()
          .from(orders)
          .where(eq(orders.number, request.params.number))
          .for('update');
        if (!order) throw new AppError(404, 'NOT_FOUND', 'notFound');
        if (order.paymentMethod !== 'cod' || order.status === 'DELIVERED' || order.status === 'PENDING') {
          throw new AppError(409, 'NOT_REFUSABLE', 'codNotRefusable');
        }
        const recorded = await recordCodRefusal(tx, {
          userId: order.userId,
          orderId: order.id,
          shipmentId: null,
          mobile: order.address.mobile ?? null,
          source: 'staff',
          amount: order.total,
          now,
        });
        if (recorded) {
          await recordAudit(
            tx,
            actorOf(request),
            {
              action: 'cod_refusal.mark',
              entity: 'order',
              entityKey: order.number,
              before: null,
              after: { refused: true, mobile: order.address.mobile ?? null },
              note: request.body.note ?? null,
            },
            now,
          );
        }
        return order.userId;
      });
      return presentRefusals(db, userId);
    },
  );

  app.get(
    '/admin/customers/:id/cod-refusals',
    {
      schema: {
        tags,
        description:
          "Staff and admins: a customer's refused cash deliveries (cleared ones too, with when), how many " +
          'count now (the account and its mobile) and whether cash on delivery is offered.',
        params: IdParams,
        querystring: LangQuery,
        response: { 200: AdminCodRefusalsResponse },
      },
    },
    async (request) => presentRefusals(db, request.params.id),
  );

  app.post(
    '/admin/customers/:id/cod-refusals/clear',
    {
      schema: {
        tags,
        description:
          "Staff and admins: clear a customer's refused cash deliveries (the account's, and those recorded " +
          'against a mobile of theirs), so cash on delivery is offered again. Audited with the note; nothing ' +
          'to clear changes nothing.',
        params: IdParams,
        querystring: LangQuery,
        body: CodRefusalNoteBody,
        response: { 200: AdminCodRefusalsResponse },
      },
    },
    async (request) => {
      const userId = request.params.id;
      const now = clock();
      await db.transaction(async (tx) => {
        const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
        if (!user) throw new AppError(404, 'NOT_FOUND', 'notFound');
        const actor = actorOf(request);
        const cleared = await clearCodRefusals(tx, { userId, by: actor.userId, now });
        if (cleared.length === 0) return;
        await recordAudit(
          tx,
          actor,
          {
            action: 'cod_refusal.clear',
            entity: 'customer',
            entityKey: String(userId),
            before: { orders: cleared },
            after: { cleared: cleared.length },
            note: request.body.note ?? null,
          },
          now,
        );
      });
      return presentRefusals(db, userId);
    },
  );
};
