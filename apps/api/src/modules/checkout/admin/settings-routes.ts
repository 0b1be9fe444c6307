import {
  AdminSettingsResponse,
  GovernorateZoneBody,
  NewShippingZoneBody,
  ShippingZoneBody,
  StoreSettingsBody,
} from '@coffee/contracts/backoffice-settings';
import { IdParams } from '@coffee/contracts/catalog';
import { LangQuery } from '@coffee/contracts/common';
import { asc, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  governorates,
  shippingZoneGovernorates,
  shippingZones,
  storeSettings,
} from '../../../db/schema/index.js';
import { type Lang, localized } from '../../../i18n/lang.js';
import { AppError, refusals } from '../../../lib/errors.js';
import { actorOf } from '../../../plugins/backoffice-auth.js';
import { recordAudit } from '../../audit/repository.js';

const tags = ['admin'];

/**
 * The checkout's settings (free-delivery threshold, cash-on-delivery maximum) and delivery fees per zone:
 * staff read them, admins change them. Checkout reads them from the database on every call, so a change
 * counts from the next summary or order.
 */
export const adminSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app;

  const present = async (lang: Lang) => {
    const [[settings], zones, members] = await Promise.all([
      db.select().from(storeSettings).where(eq(storeSettings.id, 1)),
      db.select().from(shippingZones).orderBy(asc(shippingZones.sortOrder), asc(shippingZones.id)),
      db
        .select({
          zoneId: shippingZoneGovernorates.zoneId,
          id: governorates.id,
          nameEn: governorates.nameEn,
          nameAr: governorates.nameAr,
        })
        .from(shippingZoneGovernorates)
        .innerJoin(governorates, eq(governorates.id, shippingZoneGovernorates.governorateId))
        .orderBy(asc(governorates.id)),
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
          governorates: members
            .filter((member) => member.zoneId === zone.id)
            .map((member) => ({ id: member.id, name: localized(lang, member.nameEn, member.nameAr) })),
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
        response: { 200: AdminSettingsResponse, ...refusals(409, 422) },
      },
      config: { role: 'admin' },
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
        response: { 200: AdminSettingsResponse, ...refusals(409, 422) },
      },
      config: { role: 'admin' },
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
      const now = clock();
      const { code, name_en: nameEn, name_ar: nameAr, fee } = request.body;
      await db.transaction(async (tx) => {
        const [taken] = await tx
          .select({ id: shippingZones.id })
          .from(shippingZones)
          .where(eq(shippingZones.code, code));
        if (taken) throw new AppError(409, 'ZONE_CODE_TAKEN', 'zoneCodeTaken');
        const [last] = await tx
          .select({ sortOrder: shippingZones.sortOrder })
          .from(shippingZones)
          .orderBy(desc(shippingZones.sortOrder))
          .limit(1);
        await tx
          .insert(shippingZones)
          .values({ code, nameEn, nameAr, fee, sortOrder: (last?.sortOrder ?? 0) + 1 });
        await recordAudit(
          tx,
          actorOf(request),
          {
            action: 'shipping_zone.create',
            entity: 'settings',
            entityKey: code,
            before: null,
            after: { code, name_en: nameEn, name_ar: nameAr, fee },
          },
          now,
        );
      });
      return reply.status(201).send(await present(request.lang));
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
      const now = clock();
      const governorateId = request.params.id;
      const zoneId = request.body.zone_id;
      await db.transaction(async (tx) => {
        const [governorate] = await tx
          .select({ code: governorates.code })
          .from(governorates)
          .where(eq(governorates.id, governorateId));
        const [zone] = await tx
          .select({ id: shippingZones.id, code: shippingZones.code })
          .from(shippingZones)
          .where(eq(shippingZones.id, zoneId));
        if (!governorate || !zone) throw new AppError(404, 'NOT_FOUND', 'notFound');
        const [current] = await tx
          .select({ zoneId: shippingZoneGovernorates.zoneId, code: shippingZones.code })
          .from(shippingZoneGovernorates)
          .innerJoin(shippingZones, eq(shippingZones.id, shippingZoneGovernorates.zoneId))
          .where(eq(shippingZoneGovernorates.governorateId, governorateId))
          .for('update');
        if (current?.zoneId === zone.id) return;
        await tx
          .insert(shippingZoneGovernorates)
          .values({ governorateId, zoneId: zone.id })
          .onConflictDoUpdate({ target: shippingZoneGovernorates.governorateId, set: { zoneId: zone.id } });
        await recordAudit(
          tx,
          actorOf(request),
          {
            action: 'shipping_zone.governorate',
            entity: 'settings',
            entityKey: governorate.code,
            before: { zone: current?.code ?? null },
            after: { zone: zone.code },
          },
          now,
        );
      });
      return present(request.lang);
    },
  );
};
