import type {
  NewShippingZoneBody,
  StoreContactBody,
  StoreSettingsBody,
} from '@coffee/contracts/backoffice-settings';
import { asc, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../../db/client.js';
import {
  governorates,
  shippingZoneGovernorates,
  shippingZones,
  storeSettings,
} from '../../../db/schema/index.js';
import { AppError } from '../../../lib/errors.js';
import type { Actor } from '../../../plugins/backoffice-auth.js';
import { recordAudit } from '../../audit/repository.js';

/** The store's settings row, its delivery zones in order, and which governorates each zone serves. */
export async function readSettings(db: Executor) {
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
  return { settings, zones, members };
}

export type SettingsRows = Awaited<ReturnType<typeof readSettings>>;

/**
 * Sets the free-delivery threshold, the cash-on-delivery maximum and fee and the most per line under the row's
 * lock; audited.
 */
export async function updateStoreSettings(
  tx: Executor,
  actor: Actor,
  body: z.output<typeof StoreSettingsBody>,
  now: Date,
) {
  const { free_shipping_threshold: threshold, cod_max_total: codMax } = body;
  const [before] = await tx.select().from(storeSettings).where(eq(storeSettings.id, 1)).for('update');
  if (!before) throw new AppError(404, 'NOT_FOUND', 'notFound');
  const maxLine = body.max_line_quantity ?? before.maxLineQuantity;
  const codFee = body.cod_fee ?? before.codFee;
  // Empty turns InstaPay off (null); left out keeps the address as it is.
  const instapay =
    body.instapay_address === undefined ? before.instapayAddress : body.instapay_address || null;
  if (
    before.freeShippingThreshold === threshold &&
    before.codMaxTotal === codMax &&
    before.maxLineQuantity === maxLine &&
    before.codFee === codFee &&
    before.instapayAddress === instapay
  )
    return;
  await tx
    .update(storeSettings)
    .set({
      freeShippingThreshold: threshold,
      codMaxTotal: codMax,
      maxLineQuantity: maxLine,
      codFee,
      instapayAddress: instapay,
      updatedAt: now,
    })
    .where(eq(storeSettings.id, 1));
  await recordAudit(
    tx,
    actor,
    {
      action: 'settings.update',
      entity: 'settings',
      entityKey: 'store',
      before: {
        free_shipping_threshold: before.freeShippingThreshold,
        cod_max_total: before.codMaxTotal,
        max_line_quantity: before.maxLineQuantity,
        cod_fee: before.codFee,
        instapay_address: before.instapayAddress,
      },
      after: {
        free_shipping_threshold: threshold,
        cod_max_total: codMax,
        max_line_quantity: maxLine,
        cod_fee: codFee,
        instapay_address: instapay,
      },
    },
    now,
  );
}

/** The store's contact details as stored: empty is null (not shown). */
const contactOf = (row: typeof storeSettings.$inferSelect) => ({
  phone: row.contactPhone,
  whatsapp: row.contactWhatsapp,
  address_en: row.contactAddressEn,
  address_ar: row.contactAddressAr,
});

/** Sets the phone, WhatsApp number and address the contact page shows, under the row's lock; audited. */
export async function updateStoreContact(
  tx: Executor,
  actor: Actor,
  body: z.output<typeof StoreContactBody>,
  now: Date,
) {
  const [before] = await tx.select().from(storeSettings).where(eq(storeSettings.id, 1)).for('update');
  if (!before) throw new AppError(404, 'NOT_FOUND', 'notFound');
  const after = {
    phone: body.phone || null,
    whatsapp: body.whatsapp || null,
    address_en: body.address_en || null,
    address_ar: body.address_ar || null,
  };
  const was = contactOf(before);
  if (Object.entries(after).every(([key, value]) => was[key as keyof typeof was] === value)) return;
  await tx
    .update(storeSettings)
    .set({
      contactPhone: after.phone,
      contactWhatsapp: after.whatsapp,
      contactAddressEn: after.address_en,
      contactAddressAr: after.address_ar,
      updatedAt: now,
    })
    .where(eq(storeSettings.id, 1));
  await recordAudit(
    tx,
    actor,
    { action: 'settings.update', entity: 'settings', entityKey: 'contact', before: was, after },
    now,
  );
}

/** Sets a delivery zone's fee under its lock; audited. */
export async function setZoneFee(tx: Executor, actor: Actor, zoneId: number, fee: number, now: Date) {
  const [zone] = await tx.select().from(shippingZones).where(eq(shippingZones.id, zoneId)).for('update');
  if (!zone) throw new AppError(404, 'NOT_FOUND', 'notFound');
  if (zone.fee === fee) return;
  await tx.update(shippingZones).set({ fee }).where(eq(shippingZones.id, zone.id));
  await recordAudit(
    tx,
    actor,
    {
      action: 'shipping_zone.fee',
      entity: 'settings',
      entityKey: zone.code,
      before: { fee: zone.fee },
      after: { fee },
    },
    now,
  );
}

/** Adds a delivery zone last in order, serving no governorate yet; audited. 409 for a code in use. */
export async function createZone(
  tx: Executor,
  actor: Actor,
  body: z.output<typeof NewShippingZoneBody>,
  now: Date,
) {
  const { code, name_en: nameEn, name_ar: nameAr, fee } = body;
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
  await tx.insert(shippingZones).values({ code, nameEn, nameAr, fee, sortOrder: (last?.sortOrder ?? 0) + 1 });
  await recordAudit(
    tx,
    actor,
    {
      action: 'shipping_zone.create',
      entity: 'settings',
      entityKey: code,
      before: null,
      after: { code, name_en: nameEn, name_ar: nameAr, fee },
    },
    now,
  );
}

/** Moves a governorate into a delivery zone; audited with the zone before and after. */
export async function moveGovernorate(
  tx: Executor,
  actor: Actor,
  governorateId: number,
  zoneId: number,
  now: Date,
) {
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
    actor,
    {
      action: 'shipping_zone.governorate',
      entity: 'settings',
      entityKey: governorate.code,
      before: { zone: current?.code ?? null },
      after: { zone: zone.code },
    },
    now,
  );
}
