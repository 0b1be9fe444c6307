import type { AdminCoupon, CouponFields } from '@coffee/contracts/backoffice-coupons';
import { count, desc, eq, ilike, inArray } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { brands, categories, coupons, sellers, subCategories } from '../../../db/schema/index.js';
import { uniqueWrite } from '../../../db/unique-write.js';
import { AppError } from '../../../lib/errors.js';
import type { Actor } from '../../../plugins/backoffice-auth.js';
import { recordAudit } from '../../audit/repository.js';
import { couponStateAt } from '../coupon-rules.js';

type CouponRow = typeof coupons.$inferSelect;

export const toAdminCoupon = (row: CouponRow, now: Date): AdminCoupon => ({
  id: row.id,
  code: row.code,
  kind: row.kind,
  value: row.value,
  min_subtotal: row.minSubtotal,
  max_discount: row.maxDiscount,
  starts_at: row.startsAt?.toISOString() ?? null,
  ends_at: row.endsAt?.toISOString() ?? null,
  usage_limit: row.usageLimit,
  used_count: row.usedCount,
  per_user_limit: row.perUserLimit,
  first_order_only: row.firstOrderOnly,
  category_ids: row.categoryIds,
  sub_category_ids: row.subCategoryIds,
  brand_ids: row.brandIds,
  seller_ids: row.sellerIds,
  is_active: row.isActive,
  state: couponStateAt(row, now),
  created_at: row.createdAt.toISOString(),
});

/** The fields as the audit log keeps them: what the coupon says, not its usage. */
const audited = (row: CouponRow) => {
  const {
    id: _id,
    used_count: _used,
    state: _state,
    created_at: _created,
    ...fields
  } = toAdminCoupon(row, row.createdAt);
  return fields;
};

export async function listCoupons(
  db: Executor,
  q: string | undefined,
  page: { limit: number; offset: number },
) {
  const where = q ? ilike(coupons.code, `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(coupons)
      .where(where)
      .orderBy(desc(coupons.createdAt), desc(coupons.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(coupons).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findCoupon(db: Executor, id: number) {
  const [row] = await db.select().from(coupons).where(eq(coupons.id, id));
  return row;
}

/** Every id a scope lists must exist; the rules the checkout applies follow from the fields. */
async function checkCoupon(tx: Executor, fields: CouponFields, usedCount: number) {
  if (fields.kind === 'percent' && fields.value > 100)
    throw new AppError(422, 'INVALID_COUPON', 'couponPercentRange');
  if (fields.kind === 'fixed' && fields.max_discount !== null) {
    throw new AppError(422, 'INVALID_COUPON', 'couponCapOnlyPercent');
  }
  if (fields.starts_at && fields.ends_at && Date.parse(fields.ends_at) <= Date.parse(fields.starts_at)) {
    throw new AppError(422, 'INVALID_COUPON', 'couponWindow');
  }
  if (fields.usage_limit !== null && fields.usage_limit < usedCount) {
    throw new AppError(422, 'INVALID_COUPON', 'couponLimitBelowUse', [], {}, { used: usedCount });
  }
  const scopes = [
    [fields.category_ids, categories],
    [fields.sub_category_ids, subCategories],
    [fields.brand_ids, brands],
    [fields.seller_ids, sellers],
  ] as const;
  for (const [ids, table] of scopes) {
    if (ids.length === 0) continue;
    const found = await tx.select({ id: table.id }).from(table).where(inArray(table.id, ids));
    if (found.length !== new Set(ids).size) throw new AppError(422, 'INVALID_COUPON', 'couponScopeUnknown');
  }
}

const columns = (fields: CouponFields) => ({
  code: fields.code,
  kind: fields.kind,
  value: fields.value,
  minSubtotal: fields.min_subtotal,
  maxDiscount: fields.max_discount,
  startsAt: fields.starts_at ? new Date(fields.starts_at) : null,
  endsAt: fields.ends_at ? new Date(fields.ends_at) : null,
  usageLimit: fields.usage_limit,
  perUserLimit: fields.per_user_limit,
  firstOrderOnly: fields.first_order_only,
  categoryIds: [...new Set(fields.category_ids)],
  subCategoryIds: [...new Set(fields.sub_category_ids)],
  brandIds: [...new Set(fields.brand_ids)],
  sellerIds: [...new Set(fields.seller_ids)],
  isActive: fields.is_active,
});

const codeTaken = () => new AppError(409, 'COUPON_CODE_TAKEN', 'couponCodeTaken');

export async function createCoupon(tx: Executor, actor: Actor, fields: CouponFields, now: Date) {
  await checkCoupon(tx, fields, 0);
  const row = await uniqueWrite(tx, codeTaken, async (inner) => {
    const [inserted] = await inner.insert(coupons).values(columns(fields)).returning();
    return inserted!;
  });
  await recordAudit(
    tx,
    actor,
    { action: 'coupon.create', entity: 'coupon', entityKey: row.code, before: null, after: audited(row) },
    now,
  );
  return row;
}

/** Replaces what the coupon says (its usage stays); disabling is `is_active: false`. */
export async function updateCoupon(tx: Executor, actor: Actor, id: number, fields: CouponFields, now: Date) {
  const [before] = await tx.select().from(coupons).where(eq(coupons.id, id)).for('update');
  if (!before) throw new AppError(404, 'NOT_FOUND', 'notFound');
  await checkCoupon(tx, fields, before.usedCount);
  const row = await uniqueWrite(tx, codeTaken, async (inner) => {
    const [updated] = await inner.update(coupons).set(columns(fields)).where(eq(coupons.id, id)).returning();
    return updated!;
  });
  const [was, is] = [audited(before), audited(row)];
  if (JSON.stringify(was) !== JSON.stringify(is)) {
    await recordAudit(
      tx,
      actor,
      { action: 'coupon.update', entity: 'coupon', entityKey: row.code, before: was, after: is },
      now,
    );
  }
  return row;
}
