import { cpSync, existsSync, mkdtempSync, readdirSync, renameSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type DatabaseHandle, openDatabase } from '../../src/db/client.js';
import { migrateDatabase } from '../../src/db/migrate.js';
import { seedDemoCatalog } from '../../src/db/seed/demo.js';

// PGlite's initdb costs seconds of CPU per database and loading the demo catalog about two more: more than
// most test files spend on their tests. So each test run (one vitest process, the parent of its workers)
// builds a migrated data directory once, and once more with the catalog, and every test file opens its own
// copy with the app's `openDatabase`: a fresh database per file, the same engine, a fraction of the cost.
// NOTE: the data directory lives on tmpfs when there is one; on disk every commit would be an fsync.
const ROOT = existsSync('/dev/shm') ? '/dev/shm' : os.tmpdir();
const PREFIX = 'coffee-api-pglite-';

export type TemplateKind = 'migrated' | 'catalog';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Removes what runs that have ended left behind: their templates and any copy a crashed worker kept. */
function sweep() {
  for (const name of readdirSync(ROOT)) {
    const owner = new RegExp(`^${PREFIX}\\w+-(\\d+)-`).exec(name)?.[1];
    if (owner && !isAlive(Number(owner))) rmSync(path.join(ROOT, name), { recursive: true, force: true });
  }
}

async function ensureTemplate(kind: TemplateKind): Promise<string> {
  const template = path.join(ROOT, `${PREFIX}template-${process.ppid}-${kind}`);
  if (existsSync(path.join(template, 'PG_VERSION'))) return template;
  sweep();
  const building = mkdtempSync(path.join(ROOT, `${PREFIX}build-${process.pid}-`));
  const dataDir = path.join(building, 'pgdata');
  try {
    const handle = await openDatabase({ dataDir });
    await migrateDatabase(handle);
    if (kind === 'catalog') await seedDemoCatalog(handle.db);
    await handle.close();
    // Atomic: a template is complete or absent. Two workers may race; the loser uses the winner's.
    renameSync(dataDir, template);
  } catch (error) {
    if (!existsSync(path.join(template, 'PG_VERSION'))) throw error;
  } finally {
    rmSync(building, { recursive: true, force: true });
  }
  return template;
}

/** A fresh PGlite database for one test file: a copy of this run's template, migrated (and seeded) already. */
export async function openPgliteCopy(kind: TemplateKind): Promise<DatabaseHandle> {
  const template = await ensureTemplate(kind);
  const parent = mkdtempSync(path.join(ROOT, `${PREFIX}copy-${process.pid}-`));
  const dataDir = path.join(parent, 'pgdata');
  cpSync(template, dataDir, { recursive: true });
  const handle = await openDatabase({ dataDir });
  await migrateDatabase(handle);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      rmSync(parent, { recursive: true, force: true });
    },
  };
}
