import type { ReviewStatus } from '@coffee/contracts/reviews';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import {
  orderLines,
  orderStatusHistory,
  orders,
  productReviews,
  products,
  users,
} from '../../db/schema/index.js';

/**
 * Whether the user received the product: an order of theirs holding it reached Delivered (its history says
 * so, whatever came after — a return does not undo having tried it).
 */
export async function hasReceived(db: Executor, userId: number, productId: number): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(
      and(
        eq(orders.userId, userId),
        eq(orderLines.productId, productId),
        sql`EXISTS (SELECT 1 FROM ${orderStatusHistory} WHERE ${orderStatusHistory.orderId} = ${orders.id}
                    AND ${orderStatusHistory.status} = 'DELIVERED')`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function productExists(db: Executor, productId: number): Promise<boolean> {
  const [row] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId));
  return row !== undefined;
}

export async function findOwnReview(db: Executor, userId: number, productId: number) {
  const [row] = await db
    .select()
    .from(productReviews)
    .where(and(eq(productReviews.userId, userId), eq(productReviews.productId, productId)));
  return row;
}

export async function findUserName(db: Executor, userId: number) {
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

const moderator = alias(users, 'moderator');

const adminColumns = {
  review: productReviews,
  productNameEn: products.nameEn,
  productNameAr: products.nameAr,
  moderatorFirst: moderator.firstName,
  moderatorLast: moderator.lastName,
};

/** The back office's queue: waiting reviews oldest first (as written or last edited); decided ones newest first. */
export async function listForModeration(
  db: Executor,
  filter: { status: ReviewStatus; productId?: number | undefined },
  page: { limit: number; offset: number },
) {
  const where = and(
    eq(productReviews.status, filter.status),
    filter.productId === undefined ? undefined : eq(productReviews.productId, filter.productId),
  );
  const order =
    filter.status === 'pending'
      ? [asc(productReviews.updatedAt), asc(productReviews.id)]
      : [desc(productReviews.moderatedAt), desc(productReviews.updatedAt), desc(productReviews.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select(adminColumns)
      .from(productReviews)
      .innerJoin(products, eq(products.id, productReviews.productId))
      .leftJoin(moderator, eq(moderator.id, productReviews.moderatedBy))
      .where(where)
      .orderBy(...order)
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(productReviews).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

export async function findForModeration(db: Executor, reviewId: number) {
  const [row] = await db
    .select(adminColumns)
    .from(productReviews)
    .innerJoin(products, eq(products.id, productReviews.productId))
    .leftJoin(moderator, eq(moderator.id, productReviews.moderatedBy))
    .where(eq(productReviews.id, reviewId));
  return row;
}
export type ModerationRow = NonNullable<Awaited<ReturnType<typeof findForModeration>>>;
