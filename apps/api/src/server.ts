import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { prepareDatabase } from './db/prepare.js';
import { ensureDemoMedia } from './db/seed/media.js';
import { catalogChanged } from './plugins/cache.js';

const config = loadConfig();
const database = await openDatabase({
  url: config.databaseUrl,
  dataDir: `${config.dataDir}/pglite`,
  poolSize: config.dbPoolSize,
});
const prepared = await prepareDatabase(database, config);
const app = await buildApp({ config, database, jobs: config.jobs });
// Uploads go where STORAGE says and nowhere else: a bucket that cannot be reached stops the start, loudly.
await app.storage.check().catch(async (err: unknown) => {
  app.log.fatal({ err }, 'uploads storage unusable');
  await app.close();
  await database.close();
  process.exit(1);
});
app.log.info({ storage: app.storage.kind, where: app.storage.where }, 'uploads storage');
// Entries cached (in Redis) before this database had its catalog must not outlive it.
if (prepared.demo === 'seeded') await catalogChanged(app);
if (config.seedDemo) app.log.info({ outcome: prepared.demo }, 'demo catalog');

// SIGTERM: stop listening (a request on an open connection gets 503), let in-flight requests finish, then
// the background jobs (app.close runs their onClose), then the database pool; exit 0. Past
// SHUTDOWN_TIMEOUT_MS the process exits 1 with whatever is still running.
closeWithGrace({ delay: config.shutdownTimeoutMs }, async ({ err, signal }) => {
  if (err) app.log.error({ err }, 'shutting down after an error');
  else app.log.info({ signal }, 'shutting down: draining requests and jobs');
  await app.close();
  await database.close();
  app.log.info('shut down');
});

await app.listen({ host: config.host, port: config.port });
app.log.info(
  `API ready on http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port} (${database.kind})`,
);

const simulated = (['paytabs', 'opay', 'fawry'] as const).filter((gateway) => config[gateway]?.simulated);
if (config.env === 'production' && simulated.length > 0) {
  app.log.warn(
    { gateways: simulated },
    'payments go to the payment simulator (PAYMENT_SIMULATOR=true): a trial',
  );
}

if (config.seedDemo) {
  // Images render after the API answers: a first start is usable at once and pictures fill in within a minute
  // (the storefront shows its placeholder meanwhile). Later starts find them stored.
  ensureDemoMedia(app.storage)
    .then((media) => app.log.info(media, 'demo media'))
    .catch((err: unknown) => app.log.error({ err }, 'demo media failed'));
}
