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
import { type Database, openDatabase } from '../client.js';
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
    const BATCH = 1000;
    for (let made = existing; made < target; ) {
      const size = Math.min(BATCH, target - made);
      const rows = Array.from({ length: size }, (_, i) => {
        const serial = made + i + 1;
        const template = templates[serial % templates.length]!;
        const edition = EDITIONS[Math.floor(serial / templates.length) % EDITIONS.length]!;
        const nameEn = `${template.nameEn} ${edition.en} #${serial}`;
        const nameAr = `${template.nameAr} ${edition.ar} #${serial}`;
        const price = Math.max(1000, Math.round((template.price * (0.6 + random.next() * 0.9)) / 500) * 500);
        const discounted = random.next() < 0.2;
        return {
          slug: `gen-${serial}-${template.slug}`.slice(0, 120),
          nameEn,
          nameAr,
          descriptionEn: template.descriptionEn,
          descriptionAr: template.descriptionAr,
          images: template.images,
          price,
          beforeDiscount: discounted ? Math.round((price * (1.1 + random.next() * 0.3)) / 500) * 500 : null,
          weightGrams: template.weightGrams,
          weightUnit: template.weightUnit,
          stock: random.next() < 0.08 ? 0 : random.int(1, 150),
          ratingAvg: Math.round((2.5 + random.next() * 2.5) * 10) / 10,
          ratingCount: random.int(0, 60),
          badgeEn: template.badgeEn,
          badgeAr: template.badgeAr,
          categoryId: template.categoryId,
          subCategoryId: template.subCategoryId,
          brandId: template.brandId,
          sellerId: template.sellerId,
          featured: false,
          searchName: searchNameOf(nameEn, nameAr),
          searchText: normalize(`${nameEn} ${nameAr} ${template.searchText}`),
          createdAt: new Date(now - random.int(0, 720) * 86_400_000),
        };
      });
      await db.insert(products).values(rows);
      made += size;
      if (made % 10_000 === 0 || made === target) log(`${made} / ${target} products`);
    }
    // The facet counts' triggers left a row per key and statement: fold them into one per key.
    await db.execute(sql`SELECT category_facet_counts_compact(NULL)`);
    // Fresh statistics and a visibility map, so the planner can use index-only scans (autovacuum may be off).
    await db.execute(sql`VACUUM (ANALYZE) products, product_suggestions, category_facet_counts`);
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
