import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../src/db/client.js';
import { seedDemoCatalog } from '../src/db/seed/demo.js';
import { type AccountsContext, call, createAccountsApp } from './support/accounts.js';
import { type Buyer, makeBuyer } from './support/checkout.js';
import { createTestDatabase } from './support/database.js';
import { applyAsPartner, PDF } from './support/partners.js';
import { type LocalS3, startLocalS3 } from './support/s3.js';
import { addProduct } from './support/shopping.js';

// Several API machines (issue 25, decision 0044): two API instances, each with its OWN DATA_DIR (as two machines
// have two disks), one database and one bucket. What one takes in, the other serves: a product photo staff
// uploaded (public media) and a partner's contract (a private document, only through the API's authorization).
// With STORAGE=folder the second instance has neither (its DATA_DIR never saw them): the bucket is what makes
// this pass. On PostgreSQL each instance has its own pool; the embedded database belongs to one process, so
// there the two instances share its one handle (their disks still differ, which is what this is about).

let s3: LocalS3;
let database: DatabaseHandle;
let secondHandle: DatabaseHandle;
let one: AccountsContext;
let two: AccountsContext;
let staff: Buyer;
const dirs: string[] = [];

beforeAll(async () => {
  s3 = await startLocalS3();
  const { env } = await s3.bucket();
  database = await createTestDatabase({ catalog: true });
  await seedDemoCatalog(database.db);
  secondHandle = database.url ? await openDatabase({ url: database.url, poolSize: 4 }) : database;
  const dataDir = () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'coffee-machine-'));
    dirs.push(dir);
    return dir;
  };
  one = await createAccountsApp({ database, env: { ...env, DATA_DIR: dataDir() } });
  two = await createAccountsApp({ database: secondHandle, env: { ...env, DATA_DIR: dataDir() } });
  staff = await makeBuyer(one, { role: 'staff' });
});

afterAll(async () => {
  await one?.close();
  await two?.close();
  if (secondHandle && secondHandle !== database) await secondHandle.close();
  await database?.close();
  await s3?.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('uploads shared by API instances on different machines', () => {
  it('the instances have different DATA_DIRs and one bucket', () => {
    expect(one.config.dataDir).not.toBe(two.config.dataDir);
    expect(one.app.storage.where).toBe(two.app.storage.where);
  });

  it('a product photo staff upload through one instance is served by the other', async () => {
    const product = await addProduct(database.db, { price: 42_000, stock: 3 });
    const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#6f4e37' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(photo)], { type: 'image/png' }), 'beans.png');
    const uploaded = await call<{ data: { images: string[] } }>(
      one.app,
      'POST',
      `/admin/products/${product.id}/images`,
      { token: staff.token, body: form },
    );
    expect(uploaded.status).toBe(201);
    const image = uploaded.body.data.images.find((path) => path.startsWith('/media/products/uploads/'));
    expect(image).toMatch(/^\/media\/products\/uploads\/[0-9a-f-]{36}\.webp$/);

    const fromOne = await one.app.inject({ method: 'GET', url: image! });
    const fromTwo = await two.app.inject({ method: 'GET', url: image! });
    expect(fromTwo.statusCode).toBe(200);
    expect(fromTwo.headers['content-type']).toBe('image/webp');
    expect(fromTwo.headers['cache-control']).toMatch(/public, max-age=\d+/);
    expect(fromTwo.rawPayload.equals(fromOne.rawPayload)).toBe(true);
    expect((await sharp(fromTwo.rawPayload).metadata()).format).toBe('webp');
    // A cache that holds it asks again with its ETag and is told it is unchanged.
    const etag = fromTwo.headers.etag as string;
    expect(etag).toBeTruthy();
    const revalidated = await two.app.inject({
      method: 'GET',
      url: image!,
      headers: { 'if-none-match': etag },
    });
    expect(revalidated.statusCode).toBe(304);
    // The other instance's shop shows the photo on the product.
    const page = await call<{ data: { images: string[] } }>(two.app, 'GET', `/product/${product.id}`);
    expect(page.body.data.images).toContain(image);
  });

  it("a partner's contract sent through one instance is streamed by the other to staff only, never public", async () => {
    const application = await applyAsPartner(one);
    const url = `/admin/partner-applications/${application.id}/files/contract`;
    const contract = await two.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${staff.token}` },
    });
    expect(contract.statusCode).toBe(200);
    expect(contract.headers['content-type']).toBe('application/pdf');
    expect(contract.headers['cache-control']).toBe('private, no-store');
    expect(contract.rawPayload.equals(PDF)).toBe(true);

    expect((await call(two.app, 'GET', url)).status).toBe(401);
    const shopper = await makeBuyer(two);
    expect((await call(two.app, 'GET', url, { token: shopper.token })).status).toBe(403);
    const [key] = await two.app.storage.list('private');
    expect(key).toBeDefined();
    for (const guess of [`/media/${key}`, `/media/private/${key}`, `/media/../private/${key}`])
      expect((await call(two.app, 'GET', guess)).status).toBe(404);
  });
});
