import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { prepareDatabase } from './db/prepare.js';
import { ensureDemoMedia } from './db/seed/media.js';
import { startRefundSender } from './jobs/refund-sender.js';
import { startReservationSweep } from './jobs/reservation-sweep.js';

const config = loadConfig();
const database = await openDatabase({
  url: config.databaseUrl,
  dataDir: `${config.dataDir}/pglite`,
  poolSize: config.dbPoolSize,
});
const prepared = await prepareDatabase(database, config);
const app = await buildApp({ config, database });
if (config.seedDemo) app.log.info({ outcome: prepared.demo }, 'demo catalog');

const stopReservationSweep = startReservationSweep(app);
const stopRefundSender = startRefundSender(app);

closeWithGrace({ delay: 10_000 }, async ({ err, signal }) => {
  if (err) app.log.error({ err }, 'shutting down after an error');
  else app.log.info({ signal }, 'shutting down');
  stopReservationSweep();
  stopRefundSender();
  await app.close();
  await database.close();
});

await app.listen({ host: config.host, port: config.port });
app.log.info(
  `API ready on http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port} (${database.kind})`,
);

if (config.seedDemo) {
  // Images render after the API answers: a first start is usable at once and pictures fill in within a minute
  // (the storefront shows its placeholder meanwhile). Later starts find them on disk.
  ensureDemoMedia(config.mediaDir)
    .then((media) => app.log.info(media, 'demo media'))
    .catch((err: unknown) => app.log.error({ err }, 'demo media failed'));
}
