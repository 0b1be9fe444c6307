import { IdParams } from '@coffee/contracts/catalog';
import { AdminCodRefusalsResponse, CodRefusalNoteBody } from '@coffee/contracts/cod';
import { LangQuery } from '@coffee/contracts/common';
import { OrderParams } from '@coffee/contracts/orders';
import { and, desc, eq, inArray, isNull, notInArray, or } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Executor } from '../../db/client.js';
import { addresses, codRefusals, orders, users, verifiedMobiles } from '../../db/schema/index.js';
import type { Lang } from '../../i18n/lang.js';
import { AppError, refusals } from '../../lib/errors.js';
import { actorOf } from '../../plugins/backoffice-auth.js';
import { recordAudit } from '../audit/repository.js';
import { COD_REFUSAL_LIMIT } from '../checkout/cod-refusals.js';
import { statusLabel } from '../orders/presenters.js';
import { clearCodRefusals, recordCodRefusal } from './ledger.js';

const tags = ['admin'];

/**
 * The mobiles a shopper's cash orders may go to: the account's own, its saved addresses', those it confirmed
 * by a code, and those of its refusals (an order's address may since have been deleted).
 */
async function mobilesOf(db: Executor, userId: number, own: string | null): Promise<string[]> {
  const [saved, confirmed, refused] = await Promise.all([
    db.select({ mobile: addresses.mobile }).from(addresses).where(eq(addresses.userId, userId)),
    db
      .select({ mobile: verifiedMobiles.mobile })
      .from(verifiedMobiles)
      .where(eq(verifiedMobiles.userId, userId)),
    db.select({ mobile: codRefusals.mobile }).from(codRefusals).where(eq(codRefusals.userId, userId)),
  ]);
  const all = [
    own,
    ...saved.map((r) => r.mobile),
    ...confirmed.map((r) => r.mobile),
    ...refused.map((r) => r.mobile),
  ];
  return [...new Set(all.filter((mobile): mobile is string => Boolean(mobile)))].sort();
}

/** The latest cash orders offered for marking (those already on record as refused are left out). */
const REFUSABLE_LIMIT = 20;

/**
 * A shopper's refused cash deliveries: theirs, and others' recorded against a mobile of theirs; how many count
 * for the account and for each mobile (checkout counts the account's with the delivery mobile's), and the cash
 * orders staff may still mark refused.
 */
async function presentRefusals(db: Executor, userId: number, lang: Lang) {
  const [user] = await db.select({ mobile: users.mobile }).from(users).where(eq(users.id, userId));
  if (!user) throw new AppError(404, 'NOT_FOUND', 'notFound');
  const mobiles = await mobilesOf(db, userId, user.mobile);
  const rows = await db
    .select({ refusal: codRefusals, number: orders.number })
    .from(codRefusals)
    .innerJoin(orders, eq(orders.id, codRefusals.orderId))
    .where(
      or(
        eq(codRefusals.userId, userId),
        mobiles.length > 0 ? inArray(codRefusals.mobile, mobiles) : undefined,
      ),
    )
    .orderBy(desc(codRefusals.id));
  const live = rows.filter(({ refusal }) => refusal.clearedAt === null);
  const account = live.filter(({ refusal }) => refusal.userId === userId).length;
  const perMobile = mobiles.map((mobile) => {
    const refusals = live.filter(({ refusal }) => refusal.mobile === mobile).length;
    // As countCodRefusals: the account's or the number's, each refusal once.
    const counting = live.filter(
      ({ refusal }) => refusal.userId === userId || refusal.mobile === mobile,
    ).length;
    return { mobile, refusals, counting, cod_offered: counting < COD_REFUSAL_LIMIT };
  });
  const counting = Math.max(account, ...perMobile.map((entry) => entry.counting));
  const refusable = await db
    .select({ number: orders.number, status: orders.status, createdAt: orders.createdAt })
    .from(orders)
    .leftJoin(codRefusals, eq(codRefusals.orderId, orders.id))
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.paymentMethod, 'cod'),
        notInArray(orders.status, ['PENDING', 'DELIVERED']),
        isNull(codRefusals.id),
      ),
    )
    .orderBy(desc(orders.id))
    .limit(REFUSABLE_LIMIT);
  return {
    data: {
      counting,
      account,
      limit: COD_REFUSAL_LIMIT,
      cod_offered: counting < COD_REFUSAL_LIMIT,
      mobiles: perMobile,
      refusals: rows.map(({ refusal, number }) => ({
        order_id: refusal.orderId,
        own: refusal.userId === userId,
        order_number: number,
        mobile: refusal.mobile,
        source: refusal.source,
        amount: refusal.amount,
        created_at: refusal.createdAt.toISOString(),
        cleared_at: refusal.clearedAt?.toISOString() ?? null,
      })),
      refusable_orders: refusable.map((order) => ({
        number: order.number,
        status: order.status,
        status_label: statusLabel(lang, order.status),
        created_at: order.createdAt.toISOString(),
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
      return presentRefusals(db, userId, request.lang);
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
    async (request) => presentRefusals(db, request.params.id, request.lang),
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
        const [user] = await tx.select({ mobile: users.mobile }).from(users).where(eq(users.id, userId));
        if (!user) throw new AppError(404, 'NOT_FOUND', 'notFound');
        const actor = actorOf(request);
        const mobiles = await mobilesOf(tx, userId, user.mobile);
        const cleared = await clearCodRefusals(tx, { userId, mobiles, by: actor.userId, now });
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
      return presentRefusals(db, userId, request.lang);
    },
  );
};
