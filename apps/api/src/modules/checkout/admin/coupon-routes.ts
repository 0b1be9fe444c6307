import {
  AdminCouponResponse,
  AdminCouponsQuery,
  AdminCouponsResponse,
  CouponBody,
} from '@coffee/contracts/backoffice-coupons';
import { IdParams } from '@coffee/contracts/catalog';
import { LangQuery } from '@coffee/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, refusals } from '../../../lib/errors.js';
import { pageMeta } from '../../../lib/page-meta.js';
import { actorOf } from '../../../plugins/backoffice-auth.js';
import { createCoupon, findCoupon, listCoupons, toAdminCoupon, updateCoupon } from './coupon-repository.js';

const tags = ['admin'];

/**
 * Coupons: staff and admins read them with their usage, admins create and change them (like the checkout's
 * other money settings). The checkout reads them on every call, so a change counts from the next summary.
 */
export const adminCouponRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app;

  app.get(
    '/admin/coupons',
    {
      schema: {
        tags,
        description: 'Staff and admins: coupons newest first with their usage; `q` finds part of a code.',
        querystring: AdminCouponsQuery,
        response: { 200: AdminCouponsResponse },
      },
    },
    async (request) => {
      const { q, page, per_page: perPage } = request.query;
      const { rows, total } = await listCoupons(db, q?.toUpperCase(), {
        limit: perPage,
        offset: (page - 1) * perPage,
      });
      return { data: rows.map((row) => toAdminCoupon(row, clock())), meta: pageMeta(page, perPage, total) };
    },
  );

  app.get(
    '/admin/coupons/:id',
    {
      schema: {
        tags,
        description: 'Staff and admins: one coupon with its usage.',
        params: IdParams,
        querystring: LangQuery,
        response: { 200: AdminCouponResponse },
      },
    },
    async (request) => {
      const row = await findCoupon(db, request.params.id);
      if (!row) throw new AppError(404, 'NOT_FOUND', 'notFound');
      return { data: toAdminCoupon(row, clock()) };
    },
  );

  app.post(
    '/admin/coupons',
    {
      schema: {
        tags,
        description:
          'Admins: creates a coupon with every rule the checkout enforces. 409 COUPON_CODE_TAKEN for a code ' +
          'in use; 422 INVALID_COUPON for rules that contradict each other or a scope id that does not exist. Audited.',
        querystring: LangQuery,
        body: CouponBody,
        response: { 201: AdminCouponResponse, ...refusals(409, 422) },
      },
      config: { role: 'admin' },
    },
    async (request, reply) => {
      const row = await db.transaction((tx) => createCoupon(tx, actorOf(request), request.body, clock()));
      return reply.status(201).send({ data: toAdminCoupon(row, clock()) });
    },
  );

  app.put(
    '/admin/coupons/:id',
    {
      schema: {
        tags,
        description:
          'Admins: replaces a coupon’s rules (its usage stays); `is_active: false` disables it at once. A usage ' +
          'limit below what was already used is a 422. Audited with the fields before and after.',
        params: IdParams,
        querystring: LangQuery,
        body: CouponBody,
        response: { 200: AdminCouponResponse, ...refusals(409, 422) },
      },
      config: { role: 'admin' },
    },
    async (request) => {
      const row = await db.transaction((tx) =>
        updateCoupon(tx, actorOf(request), request.params.id, request.body, clock()),
      );
      return { data: toAdminCoupon(row, clock()) };
    },
  );
};
