import type {
  AdminBanner,
  AdminShippingStep,
  BannerFields,
  BannerKind,
  ShippingStepBody,
} from '@coffee/contracts/backoffice-home';
import { isStorePath } from '@coffee/contracts/backoffice-home';
import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { advertisements, shippingSteps, sliders } from '../../../db/schema/index.js';
import { AppError } from '../../../lib/errors.js';
import type { MediaUrl } from '../../../lib/media.js';
import { isUploadOf } from '../../../lib/product-images.js';
import type { Actor } from '../../../plugins/backoffice-auth.js';
import { changedFields, recordAudit } from '../../audit/repository.js';

export const bannerTables = { sliders, advertisements } as const;
type BannerRow = typeof sliders.$inferSelect;
type StepRow = typeof shippingSteps.$inferSelect;

/** The audit log's name of one banner kind: `slider.update`, entity `slider`. */
const entityOf = (kind: BannerKind) => (kind === 'sliders' ? 'slider' : 'advertisement');

export const toAdminBanner = (row: BannerRow, mediaUrl: MediaUrl): AdminBanner => ({
  id: row.id,
  title_en: row.titleEn,
  title_ar: row.titleAr,
  subtitle_en: row.subtitleEn,
  subtitle_ar: row.subtitleAr,
  link: row.link,
  image: row.image,
  image_url: mediaUrl(row.image),
  sort_order: row.sortOrder,
  is_active: row.isActive,
});

/** What the audit log keeps of a banner: what it says and shows (its stored picture), not its id or place. */
const auditedBanner = (row: BannerRow) => {
  const { id: _id, image_url: _url, sort_order: _place, ...fields } = toAdminBanner(row, (image) => image);
  return fields;
};

export const toAdminShippingStep = (row: StepRow): AdminShippingStep => ({
  id: row.id,
  title_en: row.titleEn,
  title_ar: row.titleAr,
  description_en: row.descriptionEn,
  description_ar: row.descriptionAr,
  icon: row.icon,
  sort_order: row.sortOrder,
});

/** Every banner of a kind, shown or not, in the home page's order. */
export function listAllBanners(db: Executor, kind: BannerKind) {
  const table = bannerTables[kind];
  return db.select().from(table).orderBy(asc(table.sortOrder), asc(table.id));
}

export function listAllShippingSteps(db: Executor) {
  return db.select().from(shippingSteps).orderBy(asc(shippingSteps.sortOrder), asc(shippingSteps.id));
}

/**
 * A banner's link is a path on this store and its picture one uploaded for its kind (or, on an update, the
 * one it already has: the demo's pictures stay valid). Refused with a sentence that says which.
 */
function checkBanner(kind: BannerKind, fields: BannerFields, current: string | null) {
  if (!isStorePath(fields.link)) throw new AppError(422, 'INVALID_LINK', 'bannerLinkInvalid');
  if (fields.image !== current && !isUploadOf(kind, fields.image)) {
    throw new AppError(422, 'INVALID_IMAGE', 'bannerImageMissing');
  }
}

const bannerColumns = (fields: BannerFields) => ({
  titleEn: fields.title_en,
  titleAr: fields.title_ar,
  subtitleEn: fields.subtitle_en,
  subtitleAr: fields.subtitle_ar,
  link: fields.link,
  image: fields.image,
  isActive: fields.is_active,
});

/** Adds a banner last in its list. */
export async function createBanner(
  tx: Executor,
  actor: Actor,
  kind: BannerKind,
  fields: BannerFields,
  now: Date,
) {
  checkBanner(kind, fields, null);
  const table = bannerTables[kind];
  // One writer at a time appends, so two new banners never share a place.
  await tx.execute(sql`LOCK TABLE ${table} IN SHARE ROW EXCLUSIVE MODE`);
  const [last] = await tx.select({ n: sql<number>`coalesce(max(${table.sortOrder}), -1)::int` }).from(table);
  const [row] = await tx
    .insert(table)
    .values({ ...bannerColumns(fields), sortOrder: (last?.n ?? -1) + 1 })
    .returning();
  const entity = entityOf(kind);
  await recordAudit(
    tx,
    actor,
    {
      action: `${entity}.create`,
      entity,
      entityKey: String(row!.id),
      before: null,
      after: auditedBanner(row!),
    },
    now,
  );
  return row!;
}

/** Replaces what a banner says, shows and links to; answers it and the picture it no longer uses. */
export async function updateBanner(
  tx: Executor,
  actor: Actor,
  kind: BannerKind,
  id: number,
  fields: BannerFields,
  now: Date,
) {
  const table = bannerTables[kind];
  const [before] = await tx.select().from(table).where(eq(table.id, id)).for('update');
  if (!before) throw new AppError(404, 'NOT_FOUND', 'notFound');
  checkBanner(kind, fields, before.image);
  const [row] = await tx.update(table).set(bannerColumns(fields)).where(eq(table.id, id)).returning();
  const change = changedFields(auditedBanner(before), auditedBanner(row!));
  const entity = entityOf(kind);
  if (change) {
    await recordAudit(
      tx,
      actor,
      { action: `${entity}.update`, entity, entityKey: String(id), ...change },
      now,
    );
  }
  return { row: row!, replaced: before.image !== row!.image ? before.image : null };
}

/** Removes a banner; answers its picture (to delete once committed), or undefined when there was none. */
export async function deleteBanner(tx: Executor, actor: Actor, kind: BannerKind, id: number, now: Date) {
  const table = bannerTables[kind];
  const [row] = await tx.delete(table).where(eq(table.id, id)).returning();
  if (!row) return undefined;
  const entity = entityOf(kind);
  await recordAudit(
    tx,
    actor,
    { action: `${entity}.delete`, entity, entityKey: String(id), before: auditedBanner(row), after: null },
    now,
  );
  return row.image;
}

/**
 * Puts a list in the order given, which must name each of its rows once (a list changed meanwhile, by a
 * colleague's add or delete, is a 409 rather than a guess). Audited as the ids before and after.
 */
async function reorder(
  tx: Executor,
  actor: Actor,
  table: typeof sliders | typeof advertisements | typeof shippingSteps,
  entity: 'slider' | 'advertisement' | 'shipping_step',
  ids: number[],
  now: Date,
) {
  await tx.execute(sql`LOCK TABLE ${table} IN SHARE ROW EXCLUSIVE MODE`);
  const rows = await tx.select({ id: table.id }).from(table).orderBy(asc(table.sortOrder), asc(table.id));
  const before = rows.map((row) => row.id);
  const known = new Set(before);
  if (ids.length !== before.length || new Set(ids).size !== ids.length || ids.some((id) => !known.has(id))) {
    throw new AppError(409, 'LIST_CHANGED', 'homeOrderMismatch');
  }
  if (before.every((id, index) => ids[index] === id)) return;
  for (const [index, id] of ids.entries()) {
    await tx.update(table).set({ sortOrder: index }).where(eq(table.id, id));
  }
  await recordAudit(
    tx,
    actor,
    { action: `${entity}.order`, entity, entityKey: 'all', before: { ids: before }, after: { ids } },
    now,
  );
}

export const reorderBanners = (tx: Executor, actor: Actor, kind: BannerKind, ids: number[], now: Date) =>
  reorder(tx, actor, bannerTables[kind], entityOf(kind), ids, now);

export const reorderShippingSteps = (tx: Executor, actor: Actor, ids: number[], now: Date) =>
  reorder(tx, actor, shippingSteps, 'shipping_step', ids, now);

/** Changes one step's words (both languages) and icon. */
export async function updateShippingStep(
  tx: Executor,
  actor: Actor,
  id: number,
  fields: ShippingStepBody,
  now: Date,
) {
  const [before] = await tx.select().from(shippingSteps).where(eq(shippingSteps.id, id)).for('update');
  if (!before) throw new AppError(404, 'NOT_FOUND', 'notFound');
  const [row] = await tx
    .update(shippingSteps)
    .set({
      titleEn: fields.title_en,
      titleAr: fields.title_ar,
      descriptionEn: fields.description_en,
      descriptionAr: fields.description_ar,
      icon: fields.icon,
    })
    .where(eq(shippingSteps.id, id))
    .returning();
  const { id: _a, sort_order: _b, ...was } = toAdminShippingStep(before);
  const { id: _c, sort_order: _d, ...is } = toAdminShippingStep(row!);
  const change = changedFields(was, is);
  if (change) {
    await recordAudit(
      tx,
      actor,
      { action: 'shipping_step.update', entity: 'shipping_step', entityKey: String(id), ...change },
      now,
    );
  }
  return row!;
}

/** Whether any banner still shows this picture (so its file must stay). */
export async function imageInUse(db: Executor, image: string) {
  for (const table of Object.values(bannerTables)) {
    const [row] = await db.select({ id: table.id }).from(table).where(eq(table.image, image)).limit(1);
    if (row) return true;
  }
  return false;
}
