import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Order } from '@coffee/contracts/orders';
import type { PaymentStart } from '@coffee/contracts/payments';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Simulator, startSimulator } from '../../payment-simulator/src/server.js';
import { type DatabaseHandle, openDatabase } from '../src/db/client.js';
import { migrationsFolder } from '../src/db/migrate.js';
import { seedDemoCatalog } from '../src/db/seed/demo.js';
import {
  codeMigrations,
  createBackup,
  type Manifest,
  readManifest,
  restoreBackup,
  UPLOAD_FOLDERS,
} from '../src/lib/backup.js';
import { createStorage, SPACES, type Storage } from '../src/lib/storage.js';
import { type AccountsContext, call, createAccountsApp } from './support/accounts.js';
import { placeOrder } from './support/backoffice.js';
import { cairoAddress, checkoutOf, makeBuyer, setWallet } from './support/checkout.js';
import { createServerDatabase, createTestDatabase } from './support/database.js';
import { applyAsPartner } from './support/partners.js';
import { actOnPage, listenForCallbacks } from './support/payments.js';
import { type LocalS3, startLocalS3 } from './support/s3.js';
import { addProduct } from './support/shopping.js';

// `npm run backup` / `npm run restore` end to end: a store with real orders (cash, and card paid at the
// simulator with part from the wallet), an uploaded photo and a partner's private documents is backed up while
// the app runs, restored into a NEW database (PostgreSQL: a fresh database on the server, dropped afterwards;
// PGlite: a new data directory), and every order, line, payment attempt, wallet entry and upload is found equal.

const serverUrl = process.env.DATABASE_URL;
let work: string;
let sim: Simulator;
let source: DatabaseHandle;
let ctx: AccountsContext;
let archive: string;
let manifest: Manifest;
const freshDatabases: string[] = [];

const sourceDir = () => path.join(work, 'source');

/** A new, empty database to restore into: a fresh name on the PostgreSQL server, or none for PGlite. */
async function freshTarget(): Promise<string | undefined> {
  if (!serverUrl) return undefined;
  const { name, url } = await createServerDatabase(serverUrl, 'coffee_restore');
  freshDatabases.push(name);
  return url;
}

beforeAll(async () => {
  // On tmpfs when there is one, as the test databases (support/pglite-template.ts): no fsync per commit.
  work = mkdtempSync(path.join(existsSync('/dev/shm') ? '/dev/shm' : os.tmpdir(), 'coffee-backup-'));
  sim = await startSimulator({ callbacks: { retryAfterMs: 200 } });
  source = await createTestDatabase({ catalog: true });
  await seedDemoCatalog(source.db);
  ctx = await createAccountsApp({
    database: source,
    env: { PAYMENT_SIMULATOR_URL: sim.url, SITE_URL: 'http://shop.test', DATA_DIR: sourceDir() },
  });
  await listenForCallbacks(ctx);
});

afterAll(async () => {
  await sim?.callbacks.settle();
  await sim?.close();
  await ctx?.close();
  await source?.close();
  if (serverUrl && freshDatabases.length > 0) {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      for (const name of freshDatabases) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    } finally {
      await admin.end();
    }
  }
  if (work) rmSync(work, { recursive: true, force: true });
});

/** A card order of EGP 1,000 with EGP 150 of it from the wallet, paid at the simulator's page and settled. */
async function paidCardOrder() {
  const product = await addProduct(ctx.database.db, { price: 100_000, stock: 5 });
  const buyer = await makeBuyer(ctx);
  await setWallet(ctx.database.db, buyer.userId, 15_000);
  const checkout = checkoutOf(() => ctx, buyer);
  await checkout.setCart([{ product_id: product.id, quantity: 1 }]);
  const placed = await checkout.place({
    address: await cairoAddress(ctx.database.db),
    payment_method: 'card',
    use_wallet: true,
  });
  expect(placed.status).toBe(201);
  const order = (placed.body as { data: Order }).data;
  const started = await call<{ data: PaymentStart }>(ctx.app, 'POST', '/payments/paytabs', {
    token: buyer.token,
    body: { order_number: order.number, method: 'card' },
  });
  expect(started.status).toBe(200);
  await actOnPage(started.body.data.redirect_url, 'pay');
  await sim.callbacks.settle();
  return { buyer, order };
}

/** Every row of the money tables, in a stable order, as the database returns them. */
const TABLES = [
  'users',
  'orders',
  'order_lines',
  'order_status_history',
  'payments',
  'wallets',
  'wallet_transactions',
  'invoices',
  'partner_applications',
];
async function rowsOf(database: DatabaseHandle): Promise<Record<string, unknown[]>> {
  const found: Record<string, unknown[]> = {};
  for (const table of TABLES) {
    const result = (await database.db.execute(
      sql.raw(`SELECT * FROM ${table} t ORDER BY (t.*)::text`),
    )) as unknown as { rows: unknown[] };
    found[table] = result.rows;
  }
  return found;
}

/** The uploads under a DATA_DIR: relative path → bytes. */
function uploadsOf(dataDir: string): Record<string, string> {
  const files: Record<string, string> = {};
  const walk = (relative: string) => {
    if (!existsSync(path.join(dataDir, relative))) return;
    for (const name of readdirSync(path.join(dataDir, relative))) {
      const entry = path.join(relative, name);
      const full = path.join(dataDir, entry);
      if (statSync(full).isDirectory()) walk(entry);
      else files[entry] = readFileSync(full).toString('base64');
    }
  };
  for (const folder of UPLOAD_FOLDERS) walk(folder);
  return files;
}

describe('backups that restore', () => {
  it('backs up a running store with orders, payments, wallet entries and uploads', async () => {
    await placeOrder(ctx, [[await addProduct(ctx.database.db, { price: 20_000, stock: 10 }), 2]]);
    const { buyer, order } = await paidCardOrder();
    const photo = new FormData();
    photo.append(
      'photo',
      new Blob(
        [
          new Uint8Array(
            await sharp({
              create: { width: 64, height: 64, channels: 3, background: { r: 111, g: 78, b: 55 } },
            })
              .png()
              .toBuffer(),
          ),
        ],
        { type: 'image/png' },
      ),
      'me.png',
    );
    expect(
      (await call(ctx.app, 'POST', '/auth/updateProfile', { body: photo, token: buyer.token })).status,
    ).toBe(200);
    await applyAsPartner(ctx);

    const rows = await rowsOf(source);
    expect(rows.orders!.length).toBeGreaterThanOrEqual(2);
    expect(rows.payments).toEqual(
      expect.arrayContaining([expect.objectContaining({ status: 'paid', order_id: order.id })]),
    );
    expect(rows.wallet_transactions!.length).toBeGreaterThanOrEqual(1);
    const uploads = uploadsOf(sourceDir());
    expect(Object.keys(uploads).filter((file) => file.startsWith('media/'))).toHaveLength(1);
    expect(Object.keys(uploads).filter((file) => file.startsWith('private/'))).toHaveLength(2);

    ({ archive, manifest } = await createBackup({
      database: source,
      dataDir: sourceDir(),
      out: path.join(work, 'backups', 'store.tar.gz'),
    }));
    expect(await readManifest(archive)).toEqual(manifest);
    const journal = codeMigrations();
    expect(manifest).toMatchObject({
      database: { kind: source.kind },
      migrations: { applied: journal.length, latest: journal.at(-1)!.tag },
      rows: { orders: rows.orders!.length, payments: rows.payments!.length },
      counts: { media: 1, private: 2 },
    });
    expect(manifest.files.map((file) => file.path).sort()).toEqual(
      [manifest.database.file, ...Object.keys(uploads)].sort(),
    );
  });

  it('restores into a new database and finds every order, payment, wallet entry and upload equal', async () => {
    const target = path.join(work, 'restored');
    const databaseUrl = await freshTarget();
    const { level } = await restoreBackup({ archive, dataDir: target, databaseUrl });
    expect(level).toEqual(manifest.migrations);

    const restored = await openDatabase(
      databaseUrl ? { url: databaseUrl } : { dataDir: path.join(target, 'pglite') },
    );
    try {
      expect(await rowsOf(restored)).toEqual(await rowsOf(source));
    } finally {
      await restored.close();
    }
    expect(uploadsOf(target)).toEqual(uploadsOf(sourceDir()));

    // Again into the same target: refused, nothing changed, unless told to replace it.
    await expect(restoreBackup({ archive, dataDir: target, databaseUrl })).rejects.toThrow(
      /refusing to overwrite: .*--force/,
    );
    const forced = await restoreBackup({ archive, dataDir: target, databaseUrl, force: true });
    expect(forced.movedAside).toMatch(/before-restore-/);
    const again = await openDatabase(
      databaseUrl ? { url: databaseUrl } : { dataDir: path.join(target, 'pglite') },
    );
    try {
      expect(await rowsOf(again)).toEqual(await rowsOf(source));
    } finally {
      await again.close();
    }
  }, 120_000);

  it('refuses an archive whose migrations are newer than the code, and a damaged one', async () => {
    // Code one migration behind the archive: its journal without the newest entry.
    const older = path.join(work, 'older-code');
    cpSync(migrationsFolder(), older, { recursive: true });
    const journalFile = path.join(older, 'meta/_journal.json');
    const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: unknown[] };
    journal.entries.pop();
    writeFileSync(journalFile, JSON.stringify(journal));
    const target = path.join(work, 'refused');
    await expect(
      restoreBackup({ archive, dataDir: target, databaseUrl: await freshTarget(), migrationsDir: older }),
    ).rejects.toThrow(/newer migration/);

    // One byte of an upload changed inside the archive: refused before anything is written.
    const unpacked = path.join(work, 'unpacked');
    mkdirSync(unpacked);
    execFileSync('tar', ['-xzf', archive, '-C', unpacked]);
    const upload = manifest.files.find((file) => file.path.startsWith('private/'))!;
    writeFileSync(path.join(unpacked, upload.path), 'not the document');
    const damaged = path.join(work, 'damaged.tar.gz');
    execFileSync('tar', ['-czf', damaged, '-C', unpacked, '.']);
    await expect(
      restoreBackup({
        archive: damaged,
        dataDir: path.join(work, 'damaged'),
        databaseUrl: await freshTarget(),
      }),
    ).rejects.toThrow(/does not match its checksum/);
  });
});

describe('backups of uploads in object storage (STORAGE=s3)', () => {
  let s3: LocalS3;
  let bucketCtx: AccountsContext;
  let bucketEnv: Record<string, string>;
  const storageOf = (env: Record<string, string>): Storage =>
    createStorage({
      kind: 's3',
      bucket: env.S3_BUCKET!,
      endpoint: env.S3_ENDPOINT,
      region: env.S3_REGION!,
      accessKeyId: env.S3_ACCESS_KEY_ID!,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
      forcePathStyle: true,
    });
  /** A bucket's uploads: `space/key` → bytes. */
  async function objectsOf(storage: Storage): Promise<Record<string, string>> {
    const found: Record<string, string> = {};
    for (const space of SPACES)
      for (const key of await storage.list(space)) {
        const object = await storage.get(space, key);
        const chunks: Buffer[] = [];
        for await (const chunk of object!.body) chunks.push(Buffer.from(chunk));
        found[`${space}/${key}`] = Buffer.concat(chunks).toString('base64');
      }
    return found;
  }

  beforeAll(async () => {
    s3 = await startLocalS3();
    bucketEnv = (await s3.bucket()).env;
    bucketCtx = await createAccountsApp({
      database: source,
      env: { ...bucketEnv, DATA_DIR: path.join(work, 'bucket-machine') },
    });
  });
  afterAll(async () => {
    await bucketCtx?.close();
    await s3?.close();
  });

  it("copies the bucket's objects into the archive and back into an empty bucket; refuses a full one unless forced", async () => {
    await applyAsPartner(bucketCtx);
    const photo = new FormData();
    const png = await sharp({ create: { width: 48, height: 48, channels: 3, background: '#6f4e37' } })
      .png()
      .toBuffer();
    photo.append('photo', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'me.png');
    const buyer = await makeBuyer(bucketCtx);
    const profile = { body: photo, token: buyer.token };
    expect((await call(bucketCtx.app, 'POST', '/auth/updateProfile', profile)).status).toBe(200);
    const storage = bucketCtx.app.storage;
    const stored = await objectsOf(storage);
    expect(Object.keys(stored).filter((key) => key.startsWith('private/'))).toHaveLength(2);
    expect(Object.keys(stored).filter((key) => key.startsWith('media/avatars/'))).toHaveLength(1);
    // Nothing of it on this machine's disk: the archive can only have it from the bucket.
    expect(uploadsOf(path.join(work, 'bucket-machine'))).toEqual({});

    const made = await createBackup({
      database: source,
      dataDir: path.join(work, 'bucket-machine'),
      storage,
      out: path.join(work, 'backups', 'bucket.tar.gz'),
    });
    expect(made.manifest.counts).toEqual({ media: 1, private: 2 });
    expect(made.manifest.files.map((file) => file.path).sort()).toEqual(
      [made.manifest.database.file, ...Object.keys(stored)].sort(),
    );

    const target = storageOf((await s3.bucket()).env);
    const restoreDir = path.join(work, 'bucket-restored');
    const databaseUrl = await freshTarget();
    await restoreBackup({ archive: made.archive, dataDir: restoreDir, databaseUrl, storage: target });
    expect(await objectsOf(target)).toEqual(stored);
    expect(uploadsOf(restoreDir)).toEqual({});

    const again = { archive: made.archive, dataDir: restoreDir, databaseUrl, storage: target };
    await expect(restoreBackup(again)).rejects.toThrow(
      /refusing to overwrite: .*has objects in media\/.*--force/,
    );
    await target.put('media', 'stray/left-over.webp', Buffer.from('RIFF'));
    const forced = await restoreBackup({ ...again, force: true });
    // What the bucket held is kept on disk, and the bucket holds exactly the archive's uploads again.
    expect(Object.keys(uploadsOf(forced.movedAside!))).toContain('media/stray/left-over.webp');
    expect(await objectsOf(target)).toEqual(stored);
  }, 120_000);
});
