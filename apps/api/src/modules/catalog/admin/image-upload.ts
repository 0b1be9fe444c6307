import { PRODUCT_IMAGE_MAX_BYTES } from '@coffee/contracts/backoffice-catalog';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../../lib/errors.js';
import { renderProductImage, saveUploadedImage } from '../../../lib/product-images.js';
import type { Storage } from '../../../lib/storage.js';
import { multipartError } from '../../../plugins/multipart.js';

/** The one image of a back-office upload, read whole (at most 5 MB) once the guard has let the caller in. */
export async function readImage(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError(400, 'MALFORMED_MULTIPART', 'malformedMultipart');
  try {
    const file = await request.file({ limits: { fileSize: PRODUCT_IMAGE_MAX_BYTES, files: 1 } });
    if (file?.fieldname !== 'image') throw new AppError(400, 'UNEXPECTED_FILE', 'unexpectedImageFile');
    return await file.toBuffer();
  } catch (error) {
    throw multipartError(error);
  }
}

/**
 * An uploaded image through the product images' pipeline: judged by its bytes, re-encoded as WebP at most
 * 1200 px on a side, stored under a new name. Answers its media path; a file that is not a JPEG or PNG is a 422.
 */
export async function storeUploadedImage(request: FastifyRequest, storage: Storage): Promise<string> {
  const webp = await renderProductImage(await readImage(request));
  if (!webp) throw new AppError(422, 'UNSUPPORTED_FILE_TYPE', 'unsupportedImage');
  return saveUploadedImage(storage, webp);
}
