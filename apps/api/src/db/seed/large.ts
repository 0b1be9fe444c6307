// Grows the catalog to N products for benchmarks: `npm run seed:large -- --products 100000`.
// Made from the demo products with varied names, prices, stock and dates, so filters and search behave
// as they would on a big real store. Runs against DATABASE_URL or the embedded database in DATA_DIR.
import { parseArgs } from 'node:util';
import { count, sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { type Config, loadConfig } from '../../config.js';
import { createRedisCache } from '../../lib/cache.js';
import { normalize, searchNameOf } from '../../lib/normalize.js';
import { cacheNamespace } from '../../plugins/cache.js';
import { type Database, type Executor, openDatabase } from '../client.js';
import { migrateDatabase } from '../migrate.js';
import { products } from '../schema/index.js';
import { seedDemoCatalog } from './demo.js';
import { createRandom } from './prng.js';

const EDITIONS = [
  { en: 'Reserve', ar: 'ريزيرف' },
  { en: 'Limited Edition', ar: 'إصدار محدود' },
  { en: 'Classic', ar: 'كلاسيك' },
  { en: 'Signature', ar: 'سيجنتشر' },
  { en: 'Harvest', ar: 'موسم الحصاد' },
  { en: 'Family Pack', ar: 'عبوة عائلية' },
  { en: 'Travel', ar: 'للسفر' },
  { en: 'Barista Choice', ar: 'اختيار الباريستا' },
];

/** Products per INSERT statement. */
const BATCH = 5000;
/** A load of at least this many products (and at least the catalog's size) drops and rebuilds the indexes. */
const REBUILD_FROM = 50_000;

/**
 * Drops the indexes of `products` and `product_suggestions` that no constraint owns (primary keys and unique
 * keys stay: the load needs them) and returns their definitions, to be run again once the rows are in.
 */
async function dropSecondaryIndexes(tx: Executor): Promise<string[]> {
  const result = await tx.execute(sql`
    SELECT i.indexrelid::regclass::text AS "name", pg_get_indexdef(i.indexrelid) AS "definition"
    FROM pg_index i JOIN pg_class c ON c.oid = i.indrelid
    WHERE c.relname IN ('products', 'product_suggestions') AND c.relnamespace = 'public'::regnamespace
      AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = i.indexrelid)`);
  const indexes = (result as unknown as { rows: { name: string; definition: string }[] }).rows;
  for (const { name } of indexes) await tx.execute(sql.raw(`DROP INDEX ${name}`));
  return indexes.map((index) => index.definition);
}

async function growCatalog(target: number, log: (line: string) => void = console.log): Promise<number> {
  const config = loadConfig();
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: `${config.dataDir}/pglite`,
    poolSize: 2,
  });
  try {
    await migrateDatabase(database);
    await seedDemoCatalog(database.db);
    const { db } = database;
    const [{ value: existing } = { value: 0 }] = await db.select({ value: count() }).from(products);
    if (existing >= target) {
      log(`catalog already has ${existing} products`);
      return existing;
    }
    const templates = await db.select().from(products).where(sql`${products.slug} NOT LIKE 'gen-%'`);
    const random = createRandom(existing + 1);
    const now = Date.now();
    const adding = target - existing;
    // A big load (more than doubling the catalog) runs in one transaction that drops the secondary indexes of
    // `products` and `product_suggestions` first and builds them again at the end: one sorted build per index
    // instead of a million trigram and b-tree insertions (1M products: see bench/RESULTS.md, "A million
    // products"). A failure rolls it all back, indexes included. Never run it beside a live store: the
    // transaction holds `products` locked until it commits.
    const rebuild = adding >= REBUILD_FROM && adding >= existing;
    await db.transaction(async (tx) => {
      const dropped = rebuild ? await dropSecondaryIndexes(tx) : [];
      for (let made = existing; made < target; ) {
        const size = Math.min(BATCH, target - made);
        const rows = Array.from({ length: size }, (_, i) => {
          const serial = made + i + 1;
          const template = templates[serial % templates.length]!;
          const edition = EDITIONS[Math.floor(serial / templates.length) % EDITIONS.length]!;
          const nameEn = `${template.nameEn} ${edition.en} #${serial}`;
          const nameAr = `${template.nameAr} ${edition.ar} #${serial}`;
          const price = Math.max(
            1000,
            Math.round((template.price * (0.6 + random.next() * 0.9)) / 500) * 500,
          );
          const discounted = random.next() < 0.2;
          return {
            serial,
            template: template.id,
            slug: `gen-${serial}-${template.slug}`.slice(0, 120),
            name_en: nameEn,
            name_ar: nameAr,
            price,
            before_discount: discounted
              ? Math.round((price * (1.1 + random.next() * 0.3)) / 500) * 500
              : null,
            stock: random.next() < 0.08 ? 0 : random.int(1, 150),
            rating_avg: Math.round((2.5 + random.next() * 2.5) * 10) / 10,
            rating_count: random.int(0, 60),
            search_name: searchNameOf(nameEn, nameAr),
            search_text: normalize(`${nameEn} ${nameAr} ${template.searchText}`),
            created_at: new Date(now - random.int(0, 720) * 86_400_000).toISOString(),
          };
        });
        // Only what varies travels; descriptions, images, weights and taxonomy are copied from the template
        // row in the database (a product row is ~1.4 kB, mostly its two descriptions).
        await tx.execute(sql`
          INSERT INTO products (slug, name_en, name_ar, description_en, description_ar, images, price,
            before_discount, weight_grams, weight_unit, stock, rating_avg, rating_count, badge_en, badge_ar,
            category_id, sub_category_id, brand_id, seller_id, featured, search_name, search_text, created_at)
          SELECT g.slug, g.name_en, g.name_ar, t.description_en, t.description_ar, t.images, g.price,
            g.before_discount, t.weight_grams, t.weight_unit, g.stock, g.rating_avg, g.rating_count, t.badge_en,
            t.badge_ar, t.category_id, t.sub_category_id, t.brand_id, t.seller_id, FALSE, g.search_name,
            g.search_text, g.created_at
          FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS g(serial int, template int, slug text,
            name_en text, name_ar text, price int, before_discount int, stock int, rating_avg real,
            rating_count int, search_name text, search_text text, created_at timestamptz)
          JOIN products t ON t.id = g.template
          ORDER BY g.serial`);
        made += size;
        if (Math.floor(made / 50_000) > Math.floor((made - size) / 50_000) || made === target)
          log(`${made} / ${target} products`);
      }
      if (dropped.length > 0) {
        const started = Date.now();
        await tx.execute(sql`SET LOCAL maintenance_work_mem = '256MB'`);
        for (const definition of dropped) await tx.execute(sql.raw(definition));
        log(`${dropped.length} indexes built again in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      }
    });
    // The facet counts' triggers left a row per key (and price bucket) and statement: fold them into one each.
    await db.execute(sql`SELECT category_facet_counts_compact(NULL)`);
    await db.execute(sql`SELECT category_price_facet_counts_compact(NULL)`);
    // Fresh statistics and a visibility map, so the planner can use index-only scans (autovacuum may be off).
    await db.execute(sql`VACUUM (ANALYZE) products, product_suggestions`);
    // The counts' deltas were rewritten into a few rows each: at 1M, 31,000 rows left in 156 MB of pages the
    // deltas took. Rewritten compact (a second at most; the tables are locked meanwhile).
    await db.execute(sql`VACUUM (FULL, ANALYZE) category_facet_counts, category_price_facet_counts`);
    await announceToCaches(config, database.db, log);
    return target;
  } finally {
    await database.close();
  }
}

/**
 * API processes sharing a cache in Redis learn that the catalog changed under them. Without Redis there is
 * nothing to tell: a process's own cache ages out within its TTL, and a PGlite database has no other process.
 */
async function announceToCaches(config: Config, db: Database, log: (line: string) => void) {
  if (!config.redisUrl || !config.databaseUrl) return;
  const redis = new Redis(config.redisUrl, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  try {
    await redis.connect();
    await createRedisCache(redis, { prefix: await cacheNamespace(config, db) }).invalidate({});
  } catch (error) {
    log(`redis unreachable (${String(error)}): API processes renew their caches when they reconnect`);
  } finally {
    redis.disconnect();
  }
}

const { values } = parseArgs({ options: { products: { type: 'string', default: '100000' } } });
const target = Number(values.products);
if (!Number.isInteger(target) || target < 1) {
  console.error('--products must be a whole number, e.g. --products 100000');
  process.exit(2);
}
await growCatalog(target);
