import { type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Executor } from '../../db/client.js';
import { catalogChanged } from '../../plugins/cache.js';

/**
 * Popularity, search's tie-breaker (issue 23, decision 0033): how many orders placed in the last 90 days hold
 * the product, counted per order (not per unit: one shopper's case of twenty bags is one shopper's choice).
 * Orders awaiting an online payment (PENDING) are not counted until paid; canceled ones never are.
 * Kept in `products.recent_orders` (copied to `product_suggestions` by its triggers) and refreshed by a job: the
 * window slides, so the figure changes with no write of anyone's.
 */
export const POPULARITY_DAYS = 90;

/** Every 10 minutes: a new order counts within minutes, and a run costs one aggregate over 90 days of orders. */
export const POPULARITY_EVERY_MS = 10 * 60_000;

/** Products written per statement: row locks held for a few milliseconds at most. */
const BATCH = 500;

type Change = { id: number; orders: number };

/**
 * Recomputes every product's figure at `now` and writes those that changed: the products some counted order
 * holds, and those that had a figure (read off product_suggestions' rank index, which leads with it; an inactive
 * product keeps its old figure until it is active again, then the next run corrects it). Answers the products
 * changed. Never waits for a row an order holds (SKIP LOCKED): that product is written by the next run, so the
 * refresh neither queues behind checkout nor deadlocks with it. Idempotent; a run that dies loses nothing.
 */
export async function refreshPopularity(db: Executor, now: Date): Promise<number[]> {
  const since = new Date(now.getTime() - POPULARITY_DAYS * 86_400_000);
  const result = await db.execute(sql`
    WITH counted AS (
      SELECT l.product_id AS id, count(DISTINCT l.order_id)::int AS orders
      FROM orders o JOIN order_lines l ON l.order_id = o.id
      WHERE o.created_at > ${since.toISOString()}::timestamptz AND o.created_at <= ${now.toISOString()}::timestamptz
        AND o.status NOT IN ('PENDING', 'CANCELED')
      GROUP BY l.product_id
    ), candidates AS (
      SELECT id FROM counted
      UNION SELECT product_id FROM product_suggestions WHERE recent_orders > 0
    )
    SELECT p.id, coalesce(c.orders, 0) AS orders
    FROM candidates k
    JOIN products p ON p.id = k.id
    LEFT JOIN counted c ON c.id = k.id
    WHERE p.recent_orders <> coalesce(c.orders, 0)
    ORDER BY p.id`);
  const changes = (result as unknown as { rows: { id: number; orders: number }[] }).rows.map(
    (row): Change => ({ id: Number(row.id), orders: Number(row.orders) }),
  );
  const written: number[] = [];
  for (let start = 0; start < changes.length; start += BATCH) {
    written.push(...(await writeBatch(db, changes.slice(start, start + BATCH))));
  }
  return written;
}

async function writeBatch(db: Executor, batch: Change[]): Promise<number[]> {
  const values: SQL = sql.join(
    batch.map((change) => sql`(${change.id}::int, ${change.orders}::int)`),
    sql`, `,
  );
  const result = await db.execute(sql`
    WITH wanted (id, orders) AS (VALUES ${values}),
    locked AS (
      SELECT p.id, w.orders FROM products p JOIN wanted w ON w.id = p.id
      ORDER BY p.id FOR NO KEY UPDATE OF p SKIP LOCKED
    )
    UPDATE products p SET recent_orders = locked.orders FROM locked
    WHERE p.id = locked.id AND p.recent_orders <> locked.orders
    RETURNING p.id`);
  return (result as unknown as { rows: { id: number }[] }).rows.map((row) => Number(row.id));
}

/**
 * One run of the job at `now`: the refresh, then the changed products announced to the catalog caches (lists
 * would show the new order within their TTL anyway; every catalog writer announces). Answers them.
 */
export async function refreshSearchPopularity(
  app: Pick<FastifyInstance, 'db' | 'cache'>,
  now: Date,
): Promise<number[]> {
  const changed = await refreshPopularity(app.db, now);
  if (changed.length > 0) await catalogChanged(app, { productIds: changed });
  return changed;
}

/**
 * The search module's timer: refreshes popularity every POPULARITY_EVERY_MS (the first run, 10 minutes after a
 * start, fills the figure of a freshly migrated store: until then search ranks as before, on rating count).
 */
export const searchJobs = fp(async (app: FastifyInstance) => {
  app.addJob({
    name: 'search-popularity',
    everyMs: POPULARITY_EVERY_MS,
    run: async () => {
      const changed = await refreshSearchPopularity(app, app.clock());
      if (changed.length > 0) app.log.info({ products: changed.length }, 'search popularity refreshed');
    },
  });
});
