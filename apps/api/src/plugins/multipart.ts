import { PHOTO_MAX_BYTES } from '@coffee/contracts/account';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors.js';

/**
 * What went wrong while a route read its parts: its own refusal as it is, too large a file a 413, and
 * anything else (no boundary, a cut-off part, a bad header) the body's fault, a 400, never a 500.
 */
export function multipartError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') {
    return new AppError(413, 'FILE_TOO_LARGE', 'fileTooLarge');
  }
  return new AppError(400, 'MALFORMED_MULTIPART', 'malformedMultipart');
}

/**
 * multipart/form-data for the routes that take files (the profile photo; partner documents later). Routes
 * read parts themselves (`request.parts()`), so nothing is buffered before they have checked who is asking.
 */
export const multipartPlugin = fp(async (app: FastifyInstance) => {
  await app.register(multipart, {
    limits: { fileSize: PHOTO_MAX_BYTES, files: 2, fields: 20, fieldSize: 10_000, parts: 30 },
  });
});
