import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { createStorage, type Storage } from '../src/lib/storage.js';
import { type LocalS3, startLocalS3 } from './support/s3.js';

// The uploads' storage contract (lib/storage.ts), the same assertions against both backends: DATA_DIR's folders
// and an S3 bucket on a local S3-compatible server (s3rver) through the AWS SDK.

let s3: LocalS3;
let dataDir: string;
const backends: Record<'folder' | 's3', Storage> = {} as never;

beforeAll(async () => {
  s3 = await startLocalS3();
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'coffee-storage-'));
  backends.folder = createStorage(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }).storage);
  const { env } = await s3.bucket();
  backends.s3 = createStorage(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, ...env }).storage);
});

afterAll(async () => {
  await s3?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe.each(['folder', 's3'] as const)('uploads storage: %s', (kind) => {
  const storage = () => backends[kind];

  it('is the backend STORAGE chose, and reachable', async () => {
    expect(storage().kind).toBe(kind);
    await expect(storage().check()).resolves.toBeUndefined();
  });

  it('stores, reads back byte for byte with size and type, lists, replaces and deletes', async () => {
    const key = `products/uploads/${kind}-a.webp`;
    await storage().put('media', key, Buffer.from('RIFF first'));
    await storage().put('media', key, Buffer.from('RIFF second'));
    expect(await storage().exists('media', key)).toBe(true);
    const found = await storage().get('media', key);
    expect(found).toMatchObject({ size: 11, type: 'image/webp' });
    expect(await text(found!.body)).toBe('RIFF second');
    expect(await storage().list('media')).toContain(key);

    await storage().delete('media', key);
    expect(await storage().exists('media', key)).toBe(false);
    expect(await storage().get('media', key)).toBeNull();
    expect(await storage().list('media')).not.toContain(key);
    // Deleting what is not there is no error.
    await expect(storage().delete('media', key)).resolves.toBeUndefined();
  });

  it('keeps the private space apart from the public media', async () => {
    await storage().put('private', `${kind}-contract.pdf`, Buffer.from('%PDF-1.7 contract'));
    expect(await storage().exists('media', `${kind}-contract.pdf`)).toBe(false);
    expect(await storage().get('media', `private/${kind}-contract.pdf`)).toBeNull();
    expect(await storage().list('media')).not.toContain(`${kind}-contract.pdf`);
    expect(await storage().list('private')).toContain(`${kind}-contract.pdf`);
    const found = await storage().get('private', `${kind}-contract.pdf`);
    expect(found?.type).toBe('application/pdf');
    expect(await text(found!.body)).toBe('%PDF-1.7 contract');
  });

  it('refuses keys that could escape their space', async () => {
    for (const key of ['../private/x.pdf', '/etc/passwd', 'a/../../b', 'a//b', '']) {
      await expect(storage().put('media', key, Buffer.from('x'))).rejects.toThrow(/not a storage key/);
      await expect(storage().get('media', key)).rejects.toThrow(/not a storage key/);
    }
  });
});

describe('the folder backend', () => {
  it('keeps private documents readable by the API user only', async () => {
    await backends.folder.put('private', 'mode.pdf', Buffer.from('%PDF-'));
    expect(statSync(path.join(dataDir, 'private', 'mode.pdf')).mode & 0o777).toBe(0o600);
    expect(statSync(path.join(dataDir, 'private')).mode & 0o777).toBe(0o700);
  });

  it('the S3 backend writes nothing under DATA_DIR', async () => {
    await backends.s3.put('media', 's3-only/one.webp', Buffer.from('RIFF'));
    expect(existsSync(path.join(dataDir, 'media', 's3-only'))).toBe(false);
  });
});

describe('choosing the backend', () => {
  it('the folder by default; S3 without its bucket or keys refuses to start, naming what is missing', () => {
    expect(
      loadConfig({
        NODE_ENV: 'production',
        JWT_SECRET: 'x'.repeat(40),
        PAYMENT_SIMULATOR: 'true',
        COURIER: 'none',
        SMS: 'none',
        FAWRY: 'off',
      }).storage.kind,
    ).toBe('folder');
    for (const NODE_ENV of ['development', 'production'] as const)
      expect(() =>
        loadConfig({
          NODE_ENV,
          JWT_SECRET: 'x'.repeat(40),
          PAYMENT_SIMULATOR: 'true',
          STORAGE: 's3',
          S3_BUCKET: 'coffee-uploads',
        }),
      ).toThrow(/S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: required with STORAGE=s3/);
  });

  it('in production, S3 settings without STORAGE=s3 refuse to start rather than keep uploads on one disk', () => {
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        JWT_SECRET: 'x'.repeat(40),
        PAYMENT_SIMULATOR: 'true',
        S3_BUCKET: 'coffee-uploads',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
      }),
    ).toThrow(/STORAGE: is folder .* set STORAGE=s3/);
  });

  it('an unreachable bucket fails the start-up check, naming it', async () => {
    const { env } = await s3.bucket();
    const missing = createStorage(
      loadConfig({ NODE_ENV: 'test', ...env, S3_BUCKET: 'coffee-no-such-bucket' }).storage,
    );
    await expect(missing.check()).rejects.toThrow(/s3:\/\/coffee-no-such-bucket .*does not exist/);
  });
});
