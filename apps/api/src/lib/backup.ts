// Backups that restore (docs/decisions/0043-backups-that-restore.md): one archive per backup holding a manifest,
// the database (pg_dump's custom format for PostgreSQL, PGlite's data directory for the embedded database) and
// the uploads (media/ and private/: DATA_DIR's folders, or the bucket's objects with STORAGE=s3, decision 0044,
// in the same layout inside the archive). A restore checks every file against the manifest, refuses an
// archive newer than this code's migrations and, without `force`, any target that already holds something.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  createReadStream,
  createWriteStream,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../db/client.js';
import { migrationsFolder } from '../db/migrate.js';
import type { Storage } from './storage.js';

/** The upload spaces a backup carries, as folders under DATA_DIR (or key prefixes in the bucket): public media and the private documents. */
export const UPLOAD_FOLDERS = ['media', 'private'] as const;
type UploadFolder = (typeof UPLOAD_FOLDERS)[number];
type Kind = DatabaseHandle['kind'];
const DATABASE_FILE: Record<Kind, string> = {
  postgres: 'database.pgdump',
  pglite: 'database.pglite.tar.gz',
};
/** The ledgers a manifest counts (what a restore is checked by first). */
const COUNTED_TABLES = ['users', 'orders', 'payments', 'wallet_transactions'] as const;

export type MigrationLevel = {
  /** Migrations applied to the database. */
  applied: number;
  /** The tag of the newest one (as in drizzle/meta/_journal.json), null when this code does not know it. */
  latest: string | null;
  /** Its journal timestamp: what drizzle compares, and what a restore compares with the code's newest. */
  latest_created_at: number;
};
export type ManifestFile = { path: string; bytes: number; sha256: string };
export type Manifest = {
  format: 'coffee-backup';
  version: 1;
  created_at: string;
  database: { kind: Kind; file: string; server_version: string; tool: string };
  migrations: MigrationLevel;
  rows: Record<string, number>;
  counts: Record<UploadFolder, number>;
  /** Every file of the archive but the manifest, with its size and SHA-256. */
  files: ManifestFile[];
};

/** A refusal or failure worth showing as it is (no stack): the operator reads it. */
export class BackupError extends Error {}

type Queryable = { query: (text: string) => Promise<{ rows: Record<string, unknown>[] }> };

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('error', (error) =>
      reject(
        new BackupError(
          (error as NodeJS.ErrnoException).code === 'ENOENT'
            ? `${command} is not installed (or not on PATH)`
            : `${command}: ${error.message}`,
        ),
      ),
    );
    child.on('close', (code) => {
      if (code === 0) resolve(stdout);
      else reject(new BackupError(`${command} failed (exit ${code}): ${stderr.trim() || stdout.trim()}`));
    });
  });
}

/** A PostgreSQL URL without its password, which goes to the tools through PGPASSWORD (not their argv). */
function toolConnection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return {
    dbname: parsed.toString(),
    env: password ? { ...process.env, PGPASSWORD: password } : process.env,
  };
}

function sha256(file: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = createHash('sha256');
    createReadStream(file)
      .on('data', (chunk) => hash.update(chunk))
      .on('error', reject)
      .on('end', () => resolve(hash.digest('hex')));
  });
}

/** Regular files below `dir`, as paths relative to `base`, sorted; links and other kinds are not uploads. */
function listFiles(base: string, dir: string): string[] {
  const full = path.join(base, dir);
  if (!existsSync(full)) return [];
  const found: string[] = [];
  for (const name of readdirSync(full).sort()) {
    const relative = path.posix.join(dir, name);
    const stat = lstatSync(path.join(base, relative));
    if (stat.isDirectory()) found.push(...listFiles(base, relative));
    else if (stat.isFile()) found.push(relative);
  }
  return found;
}

async function describeFile(base: string, relative: string): Promise<ManifestFile> {
  const file = path.join(base, relative);
  return { path: relative, bytes: lstatSync(file).size, sha256: await sha256(file) };
}

/** A bucket's uploads (STORAGE=s3); the folder backend's are DATA_DIR's own folders, read in place. */
const inBucket = (storage: Storage | undefined): storage is Storage => storage?.kind === 's3';

/** Copies every object of the bucket's spaces under `base` (`media/…`, `private/…`); answers their paths. */
async function downloadUploads(storage: Storage, base: string): Promise<string[]> {
  const paths: string[] = [];
  for (const space of UPLOAD_FOLDERS) {
    for (const key of await storage.list(space)) {
      const found = await storage.get(space, key);
      if (!found) continue; // deleted since it was listed: no row names it any more
      const file = path.join(base, space, key);
      mkdirSync(path.dirname(file), { recursive: true });
      await pipeline(found.body, createWriteStream(file));
      paths.push(`${space}/${key}`);
    }
  }
  return paths;
}

/** The migrations this code carries, oldest first (drizzle's journal). */
export function codeMigrations(folder = migrationsFolder()): { tag: string; when: number }[] {
  const journal = JSON.parse(readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string; when: number }[];
  };
  return journal.entries.map(({ tag, when }) => ({ tag, when }));
}

async function readLevel(client: Queryable, known: { tag: string; when: number }[]): Promise<MigrationLevel> {
  const { rows } = await client.query(
    `SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS "exists"`,
  );
  if (!rows[0]?.exists) return { applied: 0, latest: null, latest_created_at: 0 };
  const level = await client.query(
    'SELECT count(*)::int AS applied, coalesce(max(created_at), 0)::bigint AS latest FROM drizzle.__drizzle_migrations',
  );
  const latest = Number(level.rows[0]!.latest);
  return {
    applied: Number(level.rows[0]!.applied),
    latest: known.find((migration) => migration.when === latest)?.tag ?? null,
    latest_created_at: latest,
  };
}

async function countRows(client: Queryable): Promise<Record<string, number>> {
  const rows: Record<string, number> = {};
  for (const table of COUNTED_TABLES) {
    const { rows: found } = await client.query(
      `SELECT CASE WHEN to_regclass('public.${table}') IS NULL THEN 0 ELSE (SELECT count(*) FROM public.${table}) END::int AS n`,
    );
    rows[table] = Number(found[0]!.n);
  }
  return rows;
}

/** Reads through the app's own handle (the embedded database has no second connection). */
function handleQueryable(database: DatabaseHandle): Queryable {
  return {
    query: async (text) => {
      const result = (await database.db.execute(sql.raw(text))) as unknown as {
        rows: Record<string, unknown>[];
      };
      return { rows: result.rows };
    },
  };
}

const stamp = (date: Date) =>
  date
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-');

/** Where `npm run backup` writes when not told: `backups/coffee-<kind>-<time>.tar.gz`. */
export function defaultArchiveName(kind: Kind, now = new Date()): string {
  return `coffee-${kind}-${stamp(now)}.tar.gz`;
}

export type BackupOptions = {
  database: DatabaseHandle;
  /** DATA_DIR: the uploads are its media/ and private/ folders (unless they live in a bucket). */
  dataDir: string;
  /** Where the uploads live (STORAGE); a bucket's objects are copied into the archive. Absent = DATA_DIR's folders. */
  storage?: Storage;
  /** The archive to write (its folder is created). */
  out: string;
  now?: Date;
};

/**
 * Writes one archive (tar.gz): manifest.json, the database and the uploads. PostgreSQL: pg_dump in the custom
 * format from a snapshot this function exports, so the manifest's level and counts describe exactly the rows
 * dumped while the store keeps running. PGlite: its data directory as `snapshot()` takes it (the CLI opens the
 * database itself, so no other process writes; see the decision record). The uploads are read after the
 * database: every file a dumped row names was there already (uploads are written before their row).
 */
export async function createBackup(options: BackupOptions): Promise<{ archive: string; manifest: Manifest }> {
  const { database, dataDir } = options;
  const archive = path.resolve(options.out);
  mkdirSync(path.dirname(archive), { recursive: true });
  const staging = mkdtempSync(path.join(path.dirname(archive), '.backup-'));
  const known = codeMigrations();
  const databaseFile = DATABASE_FILE[database.kind];
  try {
    let level: MigrationLevel;
    let rows: Record<string, number>;
    let serverVersion: string;
    let tool: string;
    if (database.kind === 'postgres') {
      if (!database.url) throw new BackupError('the PostgreSQL handle has no URL to dump from');
      tool = (await run('pg_dump', ['--version'])).trim();
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      try {
        await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
        const snapshot = (await client.query('SELECT pg_export_snapshot() AS id')).rows[0].id as string;
        serverVersion = (await client.query('SHOW server_version')).rows[0].server_version as string;
        level = await readLevel(client, known);
        rows = await countRows(client);
        const connection = toolConnection(database.url);
        await run(
          'pg_dump',
          [
            '--format=custom',
            '--no-owner',
            '--no-privileges',
            `--snapshot=${snapshot}`,
            `--file=${path.join(staging, databaseFile)}`,
            `--dbname=${connection.dbname}`,
          ],
          connection.env,
        );
        await client.query('COMMIT');
      } finally {
        await client.end();
      }
    } else {
      if (!database.snapshot) throw new BackupError('this embedded database cannot take a snapshot');
      const reader = handleQueryable(database);
      serverVersion = String((await reader.query('SHOW server_version')).rows[0]!.server_version);
      tool = 'PGlite dumpDataDir';
      level = await readLevel(reader, known);
      rows = await countRows(reader);
      const tarball = await database.snapshot();
      writeFileSync(path.join(staging, databaseFile), Buffer.from(await tarball.arrayBuffer()));
    }

    // A bucket's objects are copied beside the dump first, then archived from there like a folder's files.
    const uploadsBase = inBucket(options.storage) ? path.join(staging, 'uploads') : path.resolve(dataDir);
    const uploads = inBucket(options.storage)
      ? await downloadUploads(options.storage, uploadsBase)
      : UPLOAD_FOLDERS.flatMap((folder) => listFiles(dataDir, folder));
    const files = [await describeFile(staging, databaseFile)];
    for (const upload of uploads) files.push(await describeFile(uploadsBase, upload));
    const counts = Object.fromEntries(
      UPLOAD_FOLDERS.map((folder) => [
        folder,
        uploads.filter((file) => file.startsWith(`${folder}/`)).length,
      ]),
    ) as Record<UploadFolder, number>;
    const manifest: Manifest = {
      format: 'coffee-backup',
      version: 1,
      created_at: (options.now ?? new Date()).toISOString(),
      database: { kind: database.kind, file: databaseFile, server_version: serverVersion, tool },
      migrations: level,
      rows,
      counts,
      files,
    };
    writeFileSync(path.join(staging, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    // The uploads by name from a NUL-separated list (read verbatim: a name may start with a dash).
    const list = path.join(staging, 'uploads.list');
    writeFileSync(list, uploads.map((file) => `${file}\0`).join(''));
    const partial = `${archive}.partial`;
    await run('tar', [
      '-czf',
      partial,
      '-C',
      staging,
      'manifest.json',
      databaseFile,
      '-C',
      uploadsBase,
      '--null',
      '-T',
      list,
    ]);
    renameSync(partial, archive);
    return { archive, manifest };
  } finally {
    rmSync(staging, { recursive: true, force: true });
    rmSync(`${archive}.partial`, { force: true });
  }
}

/** Reads an archive's manifest without unpacking the rest. */
export async function readManifest(archive: string): Promise<Manifest> {
  return parseManifest(await run('tar', ['-xzOf', archive, 'manifest.json']));
}

function parseManifest(text: string): Manifest {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(text) as Manifest;
  } catch {
    throw new BackupError('the archive has no readable manifest.json: not a backup of this store');
  }
  if (manifest.format !== 'coffee-backup' || manifest.version !== 1)
    throw new BackupError(`unknown archive format ${manifest.format} v${manifest.version}`);
  return manifest;
}

async function userRelations(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      `SELECT count(*)::int AS n FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg\\_%'
          AND c.relkind IN ('r', 'p', 'v', 'm', 'S', 'f')`,
    );
    return rows[0].n as number;
  } finally {
    await client.end();
  }
}

/** `--force` on PostgreSQL: every schema of ours goes (tables, functions, the job queue's), public comes back empty. */
async function emptyPostgres(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      `SELECT nspname FROM pg_namespace WHERE nspname <> 'information_schema' AND nspname NOT LIKE 'pg\\_%'`,
    );
    for (const { nspname } of rows) await client.query(`DROP SCHEMA "${nspname}" CASCADE`);
    await client.query('CREATE SCHEMA public');
  } finally {
    await client.end();
  }
}

export type RestoreOptions = {
  archive: string;
  /** DATA_DIR of the target: uploads go to its media/ and private/, the embedded database to its pglite/. */
  dataDir: string;
  /** The target PostgreSQL database (it must exist); absent = the embedded database in DATA_DIR/pglite. */
  databaseUrl?: string | undefined;
  /** Where the uploads go (STORAGE): a bucket gets the archive's files as objects. Absent = DATA_DIR's folders. */
  storage?: Storage;
  /**
   * Replace what the target holds (PostgreSQL: its schemas dropped; folders moved aside, never deleted; a
   * bucket's uploads copied into the moved-aside folder, then deleted from the bucket).
   */
  force?: boolean;
  /** The code's migrations (tests pass an older journal to see a newer archive refused). */
  migrationsDir?: string;
};

export type RestoreResult = { manifest: Manifest; level: MigrationLevel; movedAside: string | null };

/**
 * Restores an archive into a target. Refuses, before changing anything: a file that does not match the
 * manifest, an archive of the other database kind, an archive whose migrations are newer than this code's, and
 * (without `force`) a database or upload folder that already holds something. The API started on the restored
 * database applies the migrations this code has beyond the archive's.
 */
export async function restoreBackup(options: RestoreOptions): Promise<RestoreResult> {
  const archive = path.resolve(options.archive);
  if (!existsSync(archive)) throw new BackupError(`no archive at ${archive}`);
  const dataDir = path.resolve(options.dataDir);
  mkdirSync(dataDir, { recursive: true });
  const work = mkdtempSync(path.join(dataDir, '.restore-'));
  try {
    await run('tar', ['-xzf', archive, '-C', work, '--no-same-owner']);
    const manifest = parseManifest(
      existsSync(path.join(work, 'manifest.json'))
        ? readFileSync(path.join(work, 'manifest.json'), 'utf8')
        : '',
    );

    // Every file as the manifest says, and nothing else among the uploads.
    for (const file of manifest.files) {
      const allowed =
        file.path === manifest.database.file ||
        UPLOAD_FOLDERS.some((folder) => file.path.startsWith(`${folder}/`));
      if (!allowed || file.path.split('/').includes('..') || path.isAbsolute(file.path))
        throw new BackupError(`the manifest names an unexpected file: ${file.path}`);
      const full = path.join(work, file.path);
      if (!existsSync(full)) throw new BackupError(`the archive lacks ${file.path}`);
      const found = await describeFile(work, file.path);
      if (found.bytes !== file.bytes || found.sha256 !== file.sha256)
        throw new BackupError(`${file.path} does not match its checksum: the archive is damaged`);
    }
    const listed = new Set(manifest.files.map((file) => file.path));
    const extra = UPLOAD_FOLDERS.flatMap((folder) => listFiles(work, folder)).filter(
      (file) => !listed.has(file),
    );
    if (extra.length > 0) throw new BackupError(`the archive holds files its manifest does not: ${extra[0]}`);

    const kind: Kind = options.databaseUrl ? 'postgres' : 'pglite';
    if (manifest.database.kind !== kind)
      throw new BackupError(
        manifest.database.kind === 'postgres'
          ? 'this is a backup of a PostgreSQL database: set DATABASE_URL to the database to restore into'
          : 'this is a backup of the embedded database: unset DATABASE_URL to restore it into DATA_DIR',
      );

    const known = codeMigrations(options.migrationsDir);
    const newest = known.at(-1);
    if (manifest.migrations.latest_created_at > (newest?.when ?? 0))
      throw new BackupError(
        `the archive's database is at a newer migration (${manifest.migrations.latest ?? 'unknown to this code'}, ` +
          `${manifest.migrations.applied} applied) than this code knows (${newest?.tag ?? 'none'}, ${known.length}): ` +
          'restore it with the code that made it, or newer',
      );

    const pgliteDir = path.join(dataDir, 'pglite');
    const occupied: string[] = [];
    if (kind === 'postgres' && (await userRelations(options.databaseUrl!)) > 0)
      occupied.push('the database already has tables');
    if (kind === 'pglite' && existsSync(pgliteDir) && readdirSync(pgliteDir).length > 0)
      occupied.push(`${pgliteDir} already holds a database`);
    const bucket = inBucket(options.storage) ? options.storage : null;
    for (const folder of UPLOAD_FOLDERS) {
      if (bucket) {
        if ((await bucket.list(folder)).length > 0)
          occupied.push(`${bucket.where} has objects in ${folder}/`);
      } else if (listFiles(dataDir, folder).length > 0)
        occupied.push(`${path.join(dataDir, folder)} has files`);
    }
    let movedAside: string | null = null;
    if (occupied.length > 0) {
      if (!options.force)
        throw new BackupError(`refusing to overwrite: ${occupied.join('; ')} (--force replaces them)`);
      movedAside = path.join(dataDir, `before-restore-${stamp(new Date())}`);
      mkdirSync(movedAside, { recursive: true });
      const folders = [...(bucket ? [] : UPLOAD_FOLDERS), ...(kind === 'pglite' ? ['pglite'] : [])];
      for (const folder of folders)
        if (existsSync(path.join(dataDir, folder)))
          renameSync(path.join(dataDir, folder), path.join(movedAside, folder));
      if (bucket) {
        const kept = await downloadUploads(bucket, movedAside);
        for (const upload of kept) {
          const [space, ...key] = upload.split('/');
          await bucket.delete(space as UploadFolder, key.join('/'));
        }
      }
      if (kind === 'postgres') await emptyPostgres(options.databaseUrl!);
    }

    const dump = path.join(work, manifest.database.file);
    let level: MigrationLevel;
    if (kind === 'postgres') {
      const connection = toolConnection(options.databaseUrl!);
      await run(
        'pg_restore',
        [
          '--no-owner',
          '--no-privileges',
          '--exit-on-error',
          '--single-transaction',
          `--dbname=${connection.dbname}`,
          dump,
        ],
        connection.env,
      );
      const client = new pg.Client({ connectionString: options.databaseUrl });
      await client.connect();
      try {
        level = await readLevel(client, known);
      } finally {
        await client.end();
      }
    } else {
      const restored = await openDatabase({
        dataDir: pgliteDir,
        load: new Blob([new Uint8Array(readFileSync(dump))]),
      });
      try {
        level = await readLevel(handleQueryable(restored), known);
      } finally {
        await restored.close();
      }
    }
    if (level.latest_created_at !== manifest.migrations.latest_created_at)
      throw new BackupError('the restored database is not at the migration level its manifest records');

    if (bucket) {
      for (const file of manifest.files) {
        if (file.path === manifest.database.file) continue;
        const [space, ...key] = file.path.split('/');
        await bucket.put(space as UploadFolder, key.join('/'), readFileSync(path.join(work, file.path)));
      }
    } else {
      for (const folder of UPLOAD_FOLDERS) {
        const from = path.join(work, folder);
        if (!existsSync(from)) continue;
        rmSync(path.join(dataDir, folder), { recursive: true, force: true });
        renameSync(from, path.join(dataDir, folder));
      }
    }
    return { manifest, level, movedAside };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
