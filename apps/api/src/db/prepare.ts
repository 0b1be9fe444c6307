import type { Config } from '../config.js';
import type { DatabaseHandle } from './client.js';
import { migrateDatabase } from './migrate.js';
import { seedStoreSettings } from './seed/checkout.js';
import { seedDemoCatalog } from './seed/demo.js';
import { seedLocations } from './seed/reference.js';

/**
 * Brings a database up to what this build expects: migrations, the reference data and delivery zones every
 * store needs (existing rows are left as they are), and the demo catalog into an empty one when
 * `SEED_DEMO` asks. Safe when several processes run it at once (advisory locks); the cluster runs it once,
 * through dist/setup.js, before any API process starts.
 */
export async function prepareDatabase(
  database: DatabaseHandle,
  config: Pick<Config, 'seedDemo'>,
): Promise<{ demo: 'seeded' | 'skipped' | 'off' }> {
  await migrateDatabase(database);
  await seedLocations(database.db);
  await seedStoreSettings(database.db);
  return { demo: config.seedDemo ? await seedDemoCatalog(database.db) : 'off' };
}
