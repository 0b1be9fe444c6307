// One-off preparation of a database and media folder for several API processes: migrations, reference data,
// the demo catalog (SEED_DEMO) and its images. `npm run start:cluster` and the compose file's `setup`
// service run it once, then start the API processes with SEED_DEMO=false, so no two processes seed or render
// the same files at once. Reads the same environment as the server (DATABASE_URL, DATA_DIR, STORAGE, …).
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { prepareDatabase } from '../db/prepare.js';
import { ensureDemoMedia } from '../db/seed/media.js';
import { createStorage } from '../lib/storage.js';

const config = loadConfig();
const storage = createStorage(config.storage);
// A bucket that is missing or refuses our keys stops the deployment here, before any API process starts.
await storage.check();
const database = await openDatabase({
  url: config.databaseUrl,
  dataDir: `${config.dataDir}/pglite`,
  poolSize: 1,
});
try {
  const outcome = await prepareDatabase(database, config);
  console.log(`database ready (${database.kind}): demo catalog ${outcome.demo}`);
  if (config.seedDemo) {
    const media = await ensureDemoMedia(storage);
    console.log(`demo media in ${storage.where}: ${media.rendered} rendered, ${media.present} already there`);
  }
} finally {
  await database.close();
}
