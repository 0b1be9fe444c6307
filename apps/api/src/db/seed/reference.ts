import { sql } from 'drizzle-orm';
import type { Executor } from '../client.js';
import { cities, governorates } from '../schema/index.js';
import locations from './data/egypt-locations.json' with { type: 'json' };

/** Governorates and cities are reference data every store needs, demo or not; loading them is idempotent. */
export async function seedLocations(db: Executor): Promise<void> {
  await db
    .insert(governorates)
    .values(
      locations.governorates.map((g) => ({ id: g.id, code: g.code, nameEn: g.name_en, nameAr: g.name_ar })),
    )
    .onConflictDoUpdate({
      target: governorates.id,
      set: { code: sql`excluded.code`, nameEn: sql`excluded.name_en`, nameAr: sql`excluded.name_ar` },
    });
  await db
    .insert(cities)
    .values(
      locations.cities.map((c) => ({
        id: c.id,
        governorateId: c.governorate_id,
        nameEn: c.name_en,
        nameAr: c.name_ar,
      })),
    )
    .onConflictDoUpdate({
      target: cities.id,
      set: { nameEn: sql`excluded.name_en`, nameAr: sql`excluded.name_ar` },
    });
}
