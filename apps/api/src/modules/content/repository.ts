import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { type advertisements, shippingSteps, type sliders } from '../../db/schema/index.js';

export function listBanners(db: Executor, table: typeof sliders | typeof advertisements) {
  return db.select().from(table).where(eq(table.isActive, true)).orderBy(asc(table.sortOrder), asc(table.id));
}

export function listShippingSteps(db: Executor) {
  return db.select().from(shippingSteps).orderBy(asc(shippingSteps.sortOrder), asc(shippingSteps.id));
}
