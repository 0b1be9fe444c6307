import {
  AdminSettingsResponse,
  GovernorateZoneBody,
  NewShippingZoneBody,
  ShippingZoneBody,
} from '@coffee/contracts/backoffice-settings';
import { IdParams } from '@coffee/contracts/catalog';
import { LangQuery } from '@coffee/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { refusals } from '../../../lib/errors.js';
import { actorOf } from '../../../plugins/backoffice-auth.js';
import { toAdminSettings } from './settings-presenter.js';
import { createZone, moveGovernorate, readSettings, setZoneFee } from './settings-repository.js';

const tags = ['admin'];

/**
 * Delivery zones, for admins: each zone's fee, new zones, and which zone serves a governorate. Each answers
 * the settings whole (`GET /admin/settings`), as the back office's settings page shows them.
 */
export const adminShippingZoneRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app;

  app.put(
    '/admin/shipping-zones/:id',
    {
      schema: {
        tags,
        description: "Admins: sets a delivery zone's fee (piastres); audited.",
        params: IdParams,
        querystring: LangQuery,
        body: ShippingZoneBody,
        response: { 200: AdminSettingsResponse, ...refusals(409, 422) },
      },
      config: { role: 'admin' },
    },
    async (request) => {
      await db.transaction((tx) =>
        setZoneFee(tx, actorOf(request), request.params.id, request.body.fee, clock()),
      );
      return { data: toAdminSettings(await readSettings(db), request.lang) };
    },
  );

  app.post(
    '/admin/shipping-zones',
    {
      schema: {
        tags,
        description:
          'Admins: adds a delivery zone (a lowercase `code`, names in both languages, a fee in piastres), last ' +
          'in order and with no governorate yet; move governorates into it next. 409 ZONE_CODE_TAKEN. Audited.',
        querystring: LangQuery,
        body: NewShippingZoneBody,
        response: { 201: AdminSettingsResponse, ...refusals(409, 422) },
      },
      config: { role: 'admin' },
    },
    async (request, reply) => {
      await db.transaction((tx) => createZone(tx, actorOf(request), request.body, clock()));
      return reply.status(201).send({ data: toAdminSettings(await readSettings(db), request.lang) });
    },
  );

  app.put(
    '/admin/governorates/:id/zone',
    {
      schema: {
        tags,
        description:
          "Admins: moves a governorate into another delivery zone; the next summary charges that zone's fee. " +
          'Audited with the zone before and after.',
        params: IdParams,
        querystring: LangQuery,
        body: GovernorateZoneBody,
        response: { 200: AdminSettingsResponse, ...refusals(409, 422) },
      },
      config: { role: 'admin' },
    },
    async (request) => {
      await db.transaction((tx) =>
        moveGovernorate(tx, actorOf(request), request.params.id, request.body.zone_id, clock()),
      );
      return { data: toAdminSettings(await readSettings(db), request.lang) };
    },
  );
};
