import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Serves generated product images under `/media/`. In production they live in object storage behind a CDN
 * (MEDIA_BASE_URL); this keeps a fresh clone self-contained.
 */
export const mediaPlugin = fp(async (app: FastifyInstance, options: { mediaDir: string }) => {
  mkdirSync(options.mediaDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: options.mediaDir,
    prefix: '/media/',
    decorateReply: false,
    index: false,
    maxAge: '7d',
    // A regenerated image keeps its name; the ETag lets caches notice without re-downloading unchanged ones.
    etag: true,
  });
});
