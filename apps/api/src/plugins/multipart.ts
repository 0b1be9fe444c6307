import { PHOTO_MAX_BYTES } from '@coffee/contracts/account';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * multipart/form-data for the routes that take files (the profile photo; partner documents later). Routes
 * read parts themselves (`request.parts()`), so nothing is buffered before they have checked who is asking.
 */
export const multipartPlugin = fp(async (app: FastifyInstance) => {
  await app.register(multipart, {
    limits: { fileSize: PHOTO_MAX_BYTES, files: 2, fields: 20, fieldSize: 10_000, parts: 30 },
  });
});
