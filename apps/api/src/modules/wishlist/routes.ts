import {
  WISHLIST_MAX_ITEMS,
  WishlistParams,
  WishlistQuery,
  WishlistResponse,
  WishlistToggleResponse,
} from '@coffee/contracts/wishlist';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, refusals } from '../../lib/errors.js';
import { authOf } from '../../plugins/auth.js';
import { toProductCard } from '../catalog/presenters.js';
import * as repo from './repository.js';

/** The signed-in shopper's wishlist: a toggle per product, and the list as product cards. */
export const wishlistRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock, mediaUrl } = app;
  const tags = ['wishlist'];

  app.post(
    '/wishlist/:product_id',
    {
      schema: {
        tags,
        description:
          'Adds the product to the wishlist, or removes it if it is there; `in_wishlist` says which. ' +
          'An unknown or unpublished product is a 404 (one already in the list can always be removed).',
        params: WishlistParams,
        querystring: WishlistQuery,
        response: { 200: WishlistToggleResponse, ...refusals(422) },
      },
      onRequest: app.authenticate,
    },
    async (request) => {
      const { userId } = authOf(request);
      const productId = request.params.product_id;
      // Toggles of one shopper take turns: two at once add then remove, never fail on the primary key.
      const inWishlist = await db.transaction(async (tx) => {
        if (!(await repo.lockWishlist(tx, userId))) throw new AppError(401, 'SESSION_ENDED', 'sessionEnded');
        if (await repo.removeFromWishlist(tx, userId, productId)) return false;
        if (!(await repo.isProductListed(tx, productId))) throw new AppError(404, 'NOT_FOUND', 'notFound');
        const { items, latest } = await repo.wishlistSize(tx, userId);
        if (items >= WISHLIST_MAX_ITEMS) throw new AppError(422, 'WISHLIST_FULL', 'wishlistFull');
        // Stamped after the newest entry, so "most recent first" holds even within one clock tick.
        const now = clock().getTime();
        await repo.addToWishlist(
          tx,
          userId,
          productId,
          new Date(Math.max(now, (latest?.getTime() ?? 0) + 1)),
        );
        return true;
      });
      return { data: { product_id: productId, in_wishlist: inWishlist } };
    },
  );

  app.get(
    '/wishlist',
    {
      schema: {
        tags,
        description: "The caller's wishlisted products as cards, most recently added first.",
        querystring: WishlistQuery,
        response: { 200: WishlistResponse },
      },
      onRequest: app.authenticate,
    },
    async (request) => {
      const rows = await repo.listWishlist(db, authOf(request).userId);
      return { data: rows.map((row) => toProductCard(row, request.lang, mediaUrl)) };
    },
  );
};
