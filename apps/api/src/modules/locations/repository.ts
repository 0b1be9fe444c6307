import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { cities, governorates } from '../../db/schema/index.js';

export function listGovernorates(db: Executor) {
  return db.select().from(governorates);
}

export function listCities(db: Executor, governorateId: number) {
  return db.select().from(cities).where(eq(cities.governorateId, governorateId));
}
