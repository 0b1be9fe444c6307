import {
  AdminSettingsResponse,
  StoreContactBody,
  StoreSettingsBody,
} from '@coffee/contracts/backoffice-settings';
import { LangQuery } from '@coffee/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { refusals } from '../../../lib/errors.js';
import { actorOf } from '../../../plugins/backoffice-auth.js';
import { toAdminSettings } from './settings-presenter.js';
import { readSettings, updateStoreContact, updateStoreSettings } from './settings-repository.js';

const tags = ['admin'];

/**
 * The checkout's settings (free-delivery threshold, cash-on-delivery maximum) and delivery fees per zone:
 * staff read them, admins change them. Checkout reads them from the database on every call, so a change
 * counts from the next summary or order.
 */
export const adminSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app;

  app.get(
    '/admin/settings',
    {
      schema: {
        tags,
        description:
          'Staff and admins: the free-delivery threshold, the cash-on-delivery maximum and each zone’s fee.',
        querystring: LangQuery,
        response: { 200: AdminSettingsResponse },
      },
    },
    async (request) => ({ data: toAdminSettings(await readSettings(db), request.lang) }),
  );

  app.put(
    '/admin/settings',
    {
      schema: {
        tags,
        description:
          'Admins: sets the free-delivery threshold and the cash-on-delivery maximum (piastres); audited.',
        querystring: LangQuery,
        body: StoreSettingsBody,
        response: { 200: AdminSettingsResponse, ...refusals(409, 422) },
      },
      config: { role: 'admin' },
    },
    async (request) => {
      await db.transaction((tx) => updateStoreSettings(tx, actorOf(request), request.body, clock()));
      return { data: toAdminSettings(await readSettings(db), request.lang) };
    },
  );

  app.put(
    '/admin/settings/contact',
    {
      schema: {
        tags,
        description:
          'Admins: the phone, WhatsApp number and address (English and Arabic) the contact page shows; empty: not shown. Audited.',
        querystring: LangQuery,
        body: StoreContactBody,
        response: { 200: AdminSettingsResponse, ...refusals(404) },
      },
      config: { role: 'admin' },
    },
    async (request) => {
      await db.transaction((tx) => updateStoreContact(tx, actorOf(request), request.body, clock()));
      return { data: toAdminSettings(await readSettings(db), request.lang) };
    },
  );
};
