import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors.js';
import { isValidKey, type Storage } from '../lib/storage.js';

/** How long browsers and CDNs keep a media file: its name changes when it does (uploads) or it has an ETag. */
const MAX_AGE_SECONDS = 7 * 24 * 3600;

/**
 * Serves the public media (product images, banners, avatars, demo media) under `/media/`: from DATA_DIR/media
 * with STORAGE=folder, streamed from the bucket's `media/` prefix with STORAGE=s3 (a CDN may stand in front of
 * either: MEDIA_BASE_URL). The private space is never reachable from here.
 */
export const mediaPlugin = fp(
  async (app: FastifyInstance, options: { mediaDir: string; storage: Storage }) => {
    if (options.storage.kind === 'folder') {
      mkdirSync(options.mediaDir, { recursive: true });
      await app.register(fastifyStatic, {
        root: options.mediaDir,
        prefix: '/media/',
        decorateReply: false,
        index: false,
        maxAge: MAX_AGE_SECONDS * 1000,
        // A regenerated image keeps its name; the ETag lets caches notice without re-downloading unchanged ones.
        etag: true,
      });
      return;
    }
    const { storage } = options;
    app.get<{ Params: { '*': string } }>('/media/*', { schema: { hide: true } }, async (request, reply) => {
      const key = request.params['*'];
      const found = isValidKey(key) ? await storage.get('media', key) : null;
      if (!found) throw new AppError(404, 'NOT_FOUND', 'notFound');
      reply
        .header('content-type', found.type)
        .header('cache-control', `public, max-age=${MAX_AGE_SECONDS}`)
        .header('content-length', found.size);
      if (found.etag) reply.header('etag', found.etag);
      if (found.etag && request.headers['if-none-match'] === found.etag) {
        found.body.destroy();
        return reply.code(304).removeHeader('content-length').send();
      }
      return reply.send(found.body);
    });
  },
);
