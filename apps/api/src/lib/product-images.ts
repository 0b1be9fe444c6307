import { randomUUID } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PRODUCT_IMAGE_MAX_SIDE } from '@coffee/contracts/backoffice-catalog';
import sharp from 'sharp';
import { sniffImage } from './uploads.js';

/**
 * A product photo as the back office uploads it, judged by its bytes like an avatar (`renderAvatar`): only a
 * decodable JPEG or PNG, drawn anew as WebP no larger than 1200 px on its longer side (never enlarged, never
 * cropped: a product shot keeps its framing), so EXIF, GPS and anything appended stay behind. Null otherwise.
 */
export async function renderProductImage(bytes: Buffer): Promise<Buffer | null> {
  const kind = sniffImage(bytes);
  if (!kind) return null;
  try {
    const image = sharp(bytes, { failOn: 'error', limitInputPixels: 40_000_000, animated: false });
    const { format } = await image.metadata();
    if (format !== kind) return null;
    return await image
      .rotate()
      .resize(PRODUCT_IMAGE_MAX_SIDE, PRODUCT_IMAGE_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80, effort: 2, preset: 'picture' })
      .toBuffer();
  } catch {
    return null;
  }
}

const UPLOADED = /^\/media\/products\/uploads\/([0-9a-f-]{36}\.webp)$/;

/** Stores a rendered product image under a new random name; returns its media path. */
export async function saveProductImage(mediaDir: string, webp: Buffer): Promise<string> {
  const name = `${randomUUID()}.webp`;
  await mkdir(path.join(mediaDir, 'products', 'uploads'), { recursive: true });
  await writeFile(path.join(mediaDir, 'products', 'uploads', name), webp, { flag: 'wx' });
  return `/media/products/uploads/${name}`;
}

/** Deletes an uploaded product image; the demo catalog's images and any other path are left alone. */
export async function removeProductImage(mediaDir: string, mediaPath: string): Promise<void> {
  const match = UPLOADED.exec(mediaPath);
  if (!match?.[1]) return;
  await unlink(path.join(mediaDir, 'products', 'uploads', match[1])).catch(() => undefined);
}
