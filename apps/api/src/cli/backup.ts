// `npm run backup` and `npm run restore` (scripts/backup.mjs runs this with the server's environment):
//   backup  [--out <file.tar.gz | folder/>]   one archive: manifest, database, the uploads' media/ and private/
//   restore <archive> [--force]              into DATABASE_URL (or DATA_DIR/pglite) and DATA_DIR (or the bucket)
// The uploads are DATA_DIR's folders, or with STORAGE=s3 the bucket's objects (decision 0044).
// PostgreSQL is dumped while the store runs; the embedded database only while no API process has it open.
// See README "Backups" and docs/decisions/0043-backups-that-restore.md.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadStorageConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { BackupError, createBackup, defaultArchiveName, restoreBackup } from '../lib/backup.js';
import { createStorage } from '../lib/storage.js';

const USAGE = `Usage: npm run backup -- [--out <file.tar.gz | folder/>]
       npm run restore -- <archive.tar.gz> [--force]`;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { out: { type: 'string' }, force: { type: 'boolean', default: false } },
});
const [command, ...rest] = positionals;

// Only what these commands need from the server's environment: loadConfig would also ask a production
// machine for its gateway keys, which a backup has no use for.
const databaseUrl = process.env.DATABASE_URL || undefined;
const dataDir = path.resolve(process.env.DATA_DIR ?? '.data');
const storage = createStorage(loadStorageConfig());

async function backup() {
  const kind = databaseUrl ? 'postgres' : 'pglite';
  const named = values.out ?? 'backups/';
  const isFolder = named.endsWith('/') || (existsSync(named) && statSync(named).isDirectory());
  const out = isFolder ? path.join(named, defaultArchiveName(kind)) : named;
  let database: Awaited<ReturnType<typeof openDatabase>>;
  if (databaseUrl) {
    database = await openDatabase({ url: databaseUrl, poolSize: 1 });
  } else {
    const pgliteDir = path.join(dataDir, 'pglite');
    if (!existsSync(path.join(pgliteDir, 'PG_VERSION')))
      throw new BackupError(`no embedded database in ${pgliteDir} (DATA_DIR=${dataDir})`);
    // PGlite keeps this file while a process has the directory open, and removes it when it closes.
    if (existsSync(path.join(pgliteDir, 'postmaster.pid')))
      throw new BackupError(
        `the embedded database in ${pgliteDir} is open: stop the API first (the embedded database belongs to one ` +
          'process). If no process runs (the API crashed), start and stop the API once, then back up.',
      );
    database = await openDatabase({ dataDir: pgliteDir });
  }
  try {
    await storage.check();
    const { archive, manifest } = await createBackup({ database, dataDir, storage, out });
    console.log(
      `backup written: ${archive}\n  ${manifest.database.kind} ${manifest.database.server_version}, migration ` +
        `${manifest.migrations.latest} (${manifest.migrations.applied} applied); rows ${JSON.stringify(manifest.rows)}; ` +
        `uploads (from ${storage.where}): ${manifest.counts.media} media, ${manifest.counts.private} private`,
    );
  } finally {
    await database.close();
  }
}

async function restore() {
  const archive = rest[0];
  if (!archive) throw new BackupError(USAGE);
  await storage.check();
  const { manifest, level, movedAside } = await restoreBackup({
    archive,
    dataDir,
    databaseUrl,
    storage,
    force: values.force,
  });
  console.log(
    `restored ${archive} (made ${manifest.created_at})\n  ${manifest.database.kind} database at migration ` +
      `${level.latest} (${level.applied} applied); rows ${JSON.stringify(manifest.rows)}; uploads: ` +
      `${manifest.counts.media} media, ${manifest.counts.private} private into ${storage.where}` +
      (movedAside ? `\n  what the target held before is in ${movedAside}` : '') +
      '\n  start the API: it applies any migration this code has beyond the archive.',
  );
}

try {
  if (command === 'backup' && rest.length === 0) await backup();
  else if (command === 'restore') await restore();
  else throw new BackupError(USAGE);
} catch (error) {
  if (!(error instanceof BackupError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
