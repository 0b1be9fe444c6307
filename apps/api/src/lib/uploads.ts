import { randomUUID } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import sharp from 'sharp';
import { AppError } from '../lib/errors.js';
import type { Storage } from './storage.js';

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

/** Stores a rendered avatar under a new random name; returns its media path (`/media/avatars/….webp`). */
export async function saveAvatar(storage: Storage, webp: Buffer): Promise<string> {
  const name = `${randomUUID()}.webp`;
  await storage.put('media', `avatars/${name}`, webp);
  return `/media/avatars/${name}`;
}

/** Deletes an avatar we stored; any other path (or a missing file) is left alone. */
export async function removeAvatar(storage: Storage, mediaPath: string | null): Promise<void> {
  const match = mediaPath ? /^\/media\/avatars\/([0-9a-f-]{36}\.webp)$/.exec(mediaPath) : null;
  if (!match?.[1]) return;
  await storage.delete('media', `avatars/${match[1]}`).catch(() => undefined);
}

export type DocumentKind = 'jpeg' | 'png' | 'pdf';

/** A document by its bytes: a JPEG, a PNG or a PDF (`%PDF-`), whatever its name says. */
export function sniffDocument(bytes: Buffer): DocumentKind | null {
  if (bytes.length >= 5 && bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  return sniffImage(bytes);
}

const EXTENSION: Record<DocumentKind, string> = { jpeg: 'jpg', png: 'png', pdf: 'pdf' };

/**
 * Stores a document in the private space (never the public media) with a random name, and returns that name:
 * the key the database keeps. Only `sendPrivateDocument` reads it back, behind a route's authorization.
 */
export async function savePrivateDocument(storage: Storage, kind: DocumentKind, bytes: Buffer) {
  const name = `${randomUUID()}.${EXTENSION[kind]}`;
  await storage.put('private', name, bytes);
  return name;
}

const DOCUMENT_KEY = /^[0-9a-f-]{36}\.(jpg|png|pdf)$/;

/** Deletes a stored document by its key; a key that is not one of ours is ignored. */
export async function removePrivateDocument(storage: Storage, key: string): Promise<void> {
  if (!DOCUMENT_KEY.test(key)) return;
  await storage.delete('private', key).catch(() => undefined);
}

const TYPES = { pdf: 'application/pdf', jpg: 'image/jpeg', png: 'image/png' } as const;
/** A stored document's media type, from the extension its bytes decided when it was saved. */
export const documentTypeOf = (key: string) =>
  TYPES[key.slice(key.lastIndexOf('.') + 1) as keyof typeof TYPES];

/**
 * Sends a stored document (by its key) inline and never cached, its media type from the extension its bytes
 * decided when it was saved; a key whose object is gone is a 404. The private space's only way out: streamed
 * through the API after the calling route checked who asks, whichever backend holds it (never a bucket URL).
 */
export async function sendPrivateDocument(reply: FastifyReply, storage: Storage, key: string, name: string) {
  const found = DOCUMENT_KEY.test(key) ? await storage.get('private', key) : null;
  if (!found) throw new AppError(404, 'NOT_FOUND', 'notFound');
  const extension = key.slice(key.lastIndexOf('.') + 1);
  return reply
    .header('content-type', documentTypeOf(key))
    .header('content-length', found.size)
    .header('content-disposition', `inline; filename="${name}.${extension}"`)
    .header('cache-control', 'private, no-store')
    .send(found.body);
}
