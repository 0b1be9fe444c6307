import {
  AdminSettingsResponse,
  ShippingZoneBody,
  StoreSettingsBody,
} from '@coffee/contracts/backoffice-settings';
import { IdParams } from '@coffee/contracts/catalog';
import { LangQuery } from '@coffee/contracts/common';
import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { shippingZones, storeSettings } from '../../db/schema/index.js';
import { type Lang, localized } from '../../i18n/lang.js';
import { actorOf } from '../../plugins/backoffice-auth.js';
import { AppError } from '../../plugins/errors.js';
import { recordAudit } from './audit.js';

const tags = ['admin'];

/**
 * The checkout's settings (free-delivery threshold, cash-on-delivery maximum) and delivery fees per zone:
 * staff read them, admins change them. Checkout reads them from the database on every call, so a change
 * counts from the next summary or order.
 */
export const adminSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app;

  const present = async (lang: Lang) => {
    const [[settings], zones] = await Promise.all([
      db.select().from(storeSettings).where(eq(storeSettings.id, 1)),
      db.select().from(shippingZones).orderBy(asc(shippingZones.sortOrder), asc(shippingZones.id)),
    ]);
    return {
      data: {
        free_shipping_threshold: settings?.freeShippingThreshold ?? 0,
        cod_max_total: settings?.codMaxTotal ?? 0,
        zones: zones.map((zone) => ({
          id: zone.id,
          code: zone.code,
          name: localized(lang, zone.nameEn, zone.nameAr),
          fee: zone.fee,
        })),
      },
    };
  };

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
      onRequest: app.guardStaff,
    },
    async (request) => present(request.lang),
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
        response: { 200: AdminSettingsResponse },
      },
      onRequest: app.guardAdmin,
    },
    async (request) => {
      const now = clock();
      const { free_shipping_threshold: threshold, cod_max_total: codMax } = request.body;
      await db.transaction(async (tx) => {
        const [before] = await tx.select().from(storeSettings).where(eq(storeSettings.id, 1)).for('update');
        if (!before) throw new AppError(404, 'NOT_FOUND', 'notFound');
        if (before.freeShippingThreshold === threshold && before.codMaxTotal === codMax) return;
        await tx
          .update(storeSettings)
          .set({ freeShippingThreshold: threshold, codMaxTotal: codMax, updatedAt: now })
          .where(eq(storeSettings.id, 1));
        await recordAudit(
          tx,
          actorOf(request),
          {
            action: 'settings.update',
            entity: 'settings',
            entityKey: 'store',
            before: {
              free_shipping_threshold: before.freeShippingThreshold,
              cod_max_total: before.codMaxTotal,
            },
            after: { free_shipping_threshold: threshold, cod_max_total: codMax },
          },
          now,
        );
      });
      return present(request.lang);
    },
  );

  app.put(
    '/admin/shipping-zones/:id',
    {
      schema: {
        tags,
        description: "Admins: sets a delivery zone's fee (piastres); audited.",
        params: IdParams,
        querystring: LangQuery,
        body: ShippingZoneBody,
        response: { 200: AdminSettingsResponse },
      },
      onRequest: app.guardAdmin,
    },
    async (request) => {
      const now = clock();
      await db.transaction(async (tx) => {
        const [zone] = await tx
          .select()
          .from(shippingZones)
          .where(eq(shippingZones.id, request.params.id))
          .for('update');
        if (!zone) throw new AppError(404, 'NOT_FOUND', 'notFound');
        if (zone.fee === request.body.fee) return;
        await tx.update(shippingZones).set({ fee: request.body.fee }).where(eq(shippingZones.id, zone.id));
        await recordAudit(
          tx,
          actorOf(request),
          {
            action: 'shipping_zone.fee',
            entity: 'settings',
            entityKey: zone.code,
            before: { fee: zone.fee },
            after: { fee: request.body.fee },
          },
          now,
        );
      });
      return present(request.lang);
    },
  );
};
