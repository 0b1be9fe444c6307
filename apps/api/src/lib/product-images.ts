import { randomUUID } from 'node:crypto';
import { PRODUCT_IMAGE_MAX_SIDE } from '@coffee/contracts/backoffice-catalog';
import sharp, { type Sharp } from 'sharp';
import type { Storage } from './storage.js';
import { sniffImage } from './uploads.js';

/**
 * An image as the back office uploads it, judged by its bytes like an avatar (`renderAvatar`): only a
 * decodable JPEG or PNG, drawn anew as WebP by `draw` (given its upright width and height), so EXIF, GPS and
 * anything appended stay behind. Null otherwise.
 */
async function renderUpload(
  bytes: Buffer,
  draw: (image: Sharp, size: { width: number; height: number }) => Sharp,
): Promise<Buffer | null> {
  const kind = sniffImage(bytes);
  if (!kind) return null;
  try {
    const image = sharp(bytes, { failOn: 'error', limitInputPixels: 40_000_000, animated: false });
    const { format, width, height, orientation } = await image.metadata();
    if (format !== kind || !width || !height) return null;
    const turned = (orientation ?? 1) >= 5;
    const upright = turned ? { width: height, height: width } : { width, height };
    return await draw(image.rotate(), upright).webp({ quality: 80, effort: 2, preset: 'picture' }).toBuffer();
  } catch {
    return null;
  }
}

/** A product photo: no larger than 1200 px on its longer side, never enlarged, never cropped (its framing stays). */
export function renderProductImage(bytes: Buffer): Promise<Buffer | null> {
  return renderUpload(bytes, (image) =>
    image.resize(PRODUCT_IMAGE_MAX_SIDE, PRODUCT_IMAGE_MAX_SIDE, { fit: 'inside', withoutEnlargement: true }),
  );
}

/**
 * A home banner: cropped from its centre to the aspect the home page draws it at (`frame`), at most that
 * size and never enlarged, so a slide fills its band without the browser cropping what matters off-centre.
 */
export function renderBannerImage(bytes: Buffer, frame: { width: number; height: number }) {
  return renderUpload(bytes, (image, size) => {
    const scale = Math.min(1, size.width / frame.width, size.height / frame.height);
    const width = Math.max(1, Math.round(frame.width * scale));
    const height = Math.max(1, Math.round(frame.height * scale));
    return image.resize(width, height, { fit: 'cover', position: 'centre' });
  });
}

/** Where the back office's uploads live under the media directory, by what they picture. */
export type UploadFolder = 'products' | 'sliders' | 'advertisements' | 'returns';
const UPLOADED = /^\/media\/(products|sliders|advertisements|returns)\/uploads\/([0-9a-f-]{36}\.webp)$/;

/** Whether `mediaPath` names an upload of this folder (what a banner's `image` may be set to). */
export const isUploadOf = (folder: UploadFolder, mediaPath: string) =>
  UPLOADED.exec(mediaPath)?.[1] === folder;

/** Stores a rendered image under a new random name; returns its media path. */
export async function saveUploadedImage(
  storage: Storage,
  webp: Buffer,
  folder: UploadFolder = 'products',
): Promise<string> {
  const name = `${randomUUID()}.webp`;
  await storage.put('media', `${folder}/uploads/${name}`, webp);
  return `/media/${folder}/uploads/${name}`;
}

/** Deletes an uploaded image; the demo's images and any other path are left alone. */
export async function removeUploadedImage(storage: Storage, mediaPath: string): Promise<void> {
  const match = UPLOADED.exec(mediaPath);
  if (!match?.[1] || !match[2]) return;
  await storage.delete('media', `${match[1]}/uploads/${match[2]}`).catch(() => undefined);
}
