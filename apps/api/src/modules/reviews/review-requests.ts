import { and, asc, eq, gt, isNull, lte, notExists, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import {
  orderLines,
  orderStatusHistory,
  orders,
  productReviews,
  reviewRequests,
  users,
} from '../../db/schema/index.js';
import { type Lang, localized } from '../../i18n/lang.js';
import { translate } from '../../i18n/messages.js';
import { enqueueMessage } from '../../lib/outbox.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Orders delivered longer ago than the delay plus this are not asked any more (e.g. when the feature first runs). */
export const REVIEW_REQUEST_WINDOW_DAYS = 14;
/** Orders asked per run; the next run takes the rest. */
const BATCH = 50;

/** Delivered orders whose email is due: delivered at least `delayDays` ago, within the window, not asked yet. */
async function findDue(db: Executor, now: Date, delayDays: number) {
  const dueBy = new Date(now.getTime() - delayDays * DAY_MS);
  const notBefore = new Date(dueBy.getTime() - REVIEW_REQUEST_WINDOW_DAYS * DAY_MS);
  return db
    .selectDistinctOn([orders.id], { id: orders.id })
    .from(orderStatusHistory)
    .innerJoin(orders, eq(orders.id, orderStatusHistory.orderId))
    .leftJoin(reviewRequests, eq(reviewRequests.orderId, orders.id))
    .where(
      and(
        eq(orderStatusHistory.status, 'DELIVERED'),
        lte(orderStatusHistory.createdAt, dueBy),
        gt(orderStatusHistory.createdAt, notBefore),
        isNull(reviewRequests.orderId),
      ),
    )
    .orderBy(asc(orders.id))
    .limit(BATCH);
}

/**
 * Asks one order's shopper, once, to review what they received and have not reviewed yet: the order's row
 * in `review_requests` is taken in the transaction that queues the email, so a second run (or another
 * process) finds it taken and sends nothing. An order whose products are all reviewed is marked, not mailed.
 */
async function requestOrderReviews(
  tx: Executor,
  orderId: number,
  options: { now: Date; siteUrl: string },
): Promise<boolean> {
  const taken = await tx
    .insert(reviewRequests)
    .values({ orderId, requestedAt: options.now })
    .onConflictDoNothing()
    .returning({ orderId: reviewRequests.orderId });
  if (taken.length === 0) return false;
  const [order] = await tx
    .select({
      number: orders.number,
      lang: orders.lang,
      email: users.email,
      firstName: users.firstName,
      userId: orders.userId,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId));
  if (!order?.email) return false;
  const products = await tx
    .selectDistinctOn([orderLines.productId], {
      productId: orderLines.productId,
      nameEn: orderLines.nameEn,
      nameAr: orderLines.nameAr,
    })
    .from(orderLines)
    .where(
      and(
        eq(orderLines.orderId, orderId),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(productReviews)
            .where(
              and(
                eq(productReviews.productId, orderLines.productId),
                eq(productReviews.userId, order.userId),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(orderLines.productId));
  if (products.length === 0) return false;
  const lang: Lang = order.lang === 'ar' ? 'ar' : 'en';
  const params = {
    name: order.firstName,
    number: order.number,
    count: products.length,
    links: products
      .map(
        (product) =>
          `${localized(lang, product.nameEn, product.nameAr)}: ${options.siteUrl}/single-product/${product.productId}?review=1`,
      )
      .join('\n'),
  };
  await enqueueMessage(tx, {
    channel: 'email',
    recipient: order.email,
    template: 'order.review_request',
    subject: translate(lang, 'reviewRequestSubject', params),
    body: translate(lang, 'reviewRequestBody', params),
    payload: { order: order.number, products: products.map((product) => product.productId) },
  });
  return true;
}

/** One run of the job: every due order, each in its own transaction. Answers how many emails were queued. */
export async function sendReviewRequests(
  db: Database,
  options: { now: Date; delayDays: number; siteUrl: string },
): Promise<number> {
  let sent = 0;
  for (const { id } of await findDue(db, options.now, options.delayDays)) {
    if (await db.transaction((tx) => requestOrderReviews(tx, id, options))) sent++;
  }
  return sent;
}
