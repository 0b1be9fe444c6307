import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply } from 'fastify';
import sharp from 'sharp';
import { AppError } from '../lib/errors.js';

export type ImageKind = 'jpeg' | 'png';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** What the bytes are, whatever the file is called or claims to be: only JPEG and PNG qualify. */
export function sniffImage(bytes: Buffer): ImageKind | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  return null;
}

export const AVATAR_SIZE = 512;

/**
 * Decodes the upload and draws it anew as a 512×512 WebP: whatever rode along in the original (EXIF with
 * GPS, comments, appended data) is left behind, and a file that only starts like an image fails here.
 * Returns null when the bytes are not a decodable JPEG or PNG.
 */
export async function renderAvatar(bytes: Buffer): Promise<Buffer | null> {
  const kind = sniffImage(bytes);
  if (!kind) return null;
  try {
    // Decompression bombs: refuse anything past 40 megapixels before decoding it.
    const image = sharp(bytes, { failOn: 'error', limitInputPixels: 40_000_000, animated: false });
    const { format } = await image.metadata();
    if (format !== kind) return null;
    return await image
      .rotate() // apply the EXIF orientation before the EXIF is dropped
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    return null;
  }
}

/** What a disk that cannot take a file says: full, read-only, or not ours to write. */
const STORAGE_ERRORS = new Set(['EACCES', 'EPERM', 'EROFS', 'ENOSPC', 'EDQUOT', 'ENOTDIR']);

/**
 * Writes an upload; when the disk refuses it, the client gets a 503 saying to try again later, in its language,
 * and nothing else of the request is changed (callers store before they write the database).
 */
async function store(folder: string, file: string, bytes: Buffer, mode?: { dir: number; file: number }) {
  try {
    await mkdir(folder, { recursive: true, ...(mode && { mode: mode.dir }) });
    await writeFile(path.join(folder, file), bytes, { flag: 'wx', ...(mode && { mode: mode.file }) });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code && STORAGE_ERRORS.has(code))
      throw new AppError(503, 'STORAGE_UNAVAILABLE', 'storageUnavailable');
    throw error;
  }
}

/** Stores a rendered avatar under a new random name; returns its media path (`/media/avatars/….webp`). */
export async function saveAvatar(mediaDir: string, webp: Buffer): Promise<string> {
  const name = `${randomUUID()}.webp`;
  await store(path.join(mediaDir, 'avatars'), name, webp);
  return `/media/avatars/${name}`;
}

/** Deletes an avatar we stored; any other path (or a missing file) is left alone. */
export async function removeAvatar(mediaDir: string, mediaPath: string | null): Promise<void> {
  const match = mediaPath ? /^\/media\/avatars\/([0-9a-f-]{36}\.webp)$/.exec(mediaPath) : null;
  if (!match?.[1]) return;
  await unlink(path.join(mediaDir, 'avatars', match[1])).catch(() => undefined);
}

export type DocumentKind = 'jpeg' | 'png' | 'pdf';

/** A document by its bytes: a JPEG, a PNG or a PDF (`%PDF-`), whatever its name says. */
export function sniffDocument(bytes: Buffer): DocumentKind | null {
  if (bytes.length >= 5 && bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  return sniffImage(bytes);
}

const EXTENSION: Record<DocumentKind, string> = { jpeg: 'jpg', png: 'png', pdf: 'pdf' };

/**
 * Stores a document under `privateDir` (never under the public media directory) with a random name, and
 * returns that name: the key the database keeps. Nothing serves this directory.
 */
export async function savePrivateDocument(privateDir: string, kind: DocumentKind, bytes: Buffer) {
  const name = `${randomUUID()}.${EXTENSION[kind]}`;
  await store(privateDir, name, bytes, { dir: 0o700, file: 0o600 });
  return name;
}

/** Deletes a stored document by its key; a key that is not one of ours is ignored. */
export async function removePrivateDocument(privateDir: string, key: string): Promise<void> {
  if (!/^[0-9a-f-]{36}\.(jpg|png|pdf)$/.test(key)) return;
  await unlink(path.join(privateDir, key)).catch(() => undefined);
}

const TYPES = { pdf: 'application/pdf', jpg: 'image/jpeg', png: 'image/png' } as const;
/** A stored document's media type, from the extension its bytes decided when it was saved. */
export const documentTypeOf = (key: string) =>
  TYPES[key.slice(key.lastIndexOf('.') + 1) as keyof typeof TYPES];

/**
 * Sends a stored document (by its key) inline and never cached, its media type from the extension its bytes
 * decided when it was saved; a key whose file is gone is a 404. The private directory's only way out.
 */
export async function sendPrivateDocument(
  reply: FastifyReply,
  privateDir: string,
  key: string,
  name: string,
) {
  const file = path.join(privateDir, path.basename(key));
  const size = await stat(file).then(
    (info) => info.size,
    () => null,
  );
  if (size === null) throw new AppError(404, 'NOT_FOUND', 'notFound');
  const extension = key.slice(key.lastIndexOf('.') + 1);
  return reply
    .header('content-type', documentTypeOf(key))
    .header('content-length', size)
    .header('content-disposition', `inline; filename="${name}.${extension}"`)
    .header('cache-control', 'private, no-store')
    .send(createReadStream(file));
}
