import {
  CART_MAX_LINES,
  CartDeleteQuery,
  CartProductParams,
  CartQuery,
  CartResponse,
  SaveCartBody,
} from '@coffee/contracts/cart';
import type { FastifyRequest, FastifySchemaValidationError } from 'fastify';
import { type FastifyPluginAsyncZod, hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Lang } from '../../i18n/lang.js';
import { AppError, refusals } from '../../lib/errors.js';
import { authOf } from '../../plugins/auth.js';
import { toCart } from './presenters.js';
import * as repo from './repository.js';
import { type CartChange, settleLines, wantedLines } from './rules.js';

const tags = ['cart'];

/**
 * A body whose only fault is a line (product and variant) given twice is well formed but cannot be taken as a
 * cart: 422, where any other problem is the usual 400 (the route attaches validation errors instead of
 * answering them).
 */
function rejectInvalid(request: FastifyRequest): void {
  const error = request.validationError;
  if (!error) return;
  const onlyDuplicates =
    hasZodFastifySchemaValidationErrors(error) &&
    error.validation.every(
      (problem: FastifySchemaValidationError) =>
        problem.keyword === 'custom' &&
        (problem.params?.params as { messageKey?: unknown } | undefined)?.messageKey ===
          'duplicateCartProduct',
    );
  if (onlyDuplicates) {
    throw new AppError(422, 'DUPLICATE_CART_PRODUCT', 'invalidRequest', ['duplicateCartProduct']);
  }
  throw error;
}

function changeOf(body: z.output<typeof SaveCartBody>): CartChange {
  if ('products' in body) {
    return {
      kind: 'replace',
      items: body.products.map((item) => ({
        productId: item.product_id,
        variantId: item.variant_id ?? null,
        quantity: item.quantity,
      })),
    };
  }
  return {
    kind: 'set',
    productId: body.product_id,
    variantId: body.variant_id ?? null,
    quantity: body.quantity,
  };
}

/**
 * The signed-in shopper's cart. A line is a product, or one variant of a product sold in variants (each variant
 * its own line, at its own price and stock). Lines are priced from the catalog on every answer and held to
 * current stock; whatever the server did not take as asked comes back in `adjustments`, and the stored cart
 * follows suit.
 */
export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock, mediaUrl } = app;

  /** One change, in one transaction on the locked cart: concurrent changes of one cart take turns. */
  const changeCart = (userId: number, change: CartChange, lang: Lang) =>
    db.transaction(async (tx) => {
      const now = clock();
      const cartId = await repo.lockCart(tx, userId, now);
      const stored = await repo.listLines(tx, cartId);
      const wanted = wantedLines(stored, change);
      const catalog = await repo.findCartProducts(
        tx,
        wanted.map((line) => line.productId),
        true,
      );
      const { lines, adjustments } = settleLines(wanted, catalog, stored, now);
      if (lines.length > CART_MAX_LINES && lines.length > stored.length) {
        throw new AppError(422, 'CART_FULL', 'cartFull');
      }
      await repo.writeLines(tx, cartId, stored, lines, now);
      return { data: toCart(lines, catalog, adjustments, lang, mediaUrl) };
    });

  app.get(
    '/shopping-cart',
    {
      schema: {
        tags,
        description:
          "The caller's cart, oldest line first, priced from the catalog now: a variant's line at the variant's " +
          "price, with `variant` {id, kind, name} (null for a plain product). Lines above stock (the variant's, " +
          'for a variant) are capped; lines out of stock, of products or variants no longer sold, or of a ' +
          'product now sold in variants without one chosen are removed; each is reported in `adjustments`.',
        querystring: CartQuery,
        response: { 200: CartResponse },
      },
      onRequest: app.authenticate,
    },
    async (request) => {
      const { userId } = authOf(request);
      // Reading needs no lock; only a cart the catalog has moved under is corrected, under the lock.
      const stored = await repo.listLinesOf(db, userId);
      const catalog = await repo.findCartProducts(
        db,
        stored.map((line) => line.productId),
      );
      const { lines, adjustments } = settleLines(stored, catalog, stored, clock());
      // A changed price is only pointed out (the line stays as it is); anything else corrects the cart.
      if (adjustments.some((adjustment) => adjustment.reason !== 'price_changed')) {
        return changeCart(userId, { kind: 'check' }, request.lang);
      }
      return { data: toCart(lines, catalog, adjustments, request.lang, mediaUrl) };
    },
  );

  app.post(
    '/shopping-cart',
    {
      schema: {
        tags,
        description:
          '`{products: [{product_id, variant_id?, quantity}]}` replaces the whole cart; ' +
          '`{product_id, variant_id?, quantity}` sets one line and keeps the others. A line is a product, or ' +
          'one variant of a product sold in variants (`has_variants` on its card): such a product needs ' +
          '`variant_id`, else it is left out as `variant_required`; a `variant_id` that is not one of the ' +
          "product's (or given for a plain product) is left out as `unavailable`. Quantity 0 means no line. " +
          "Quantities above stock (the variant's, for a variant) are capped, lines out of stock or not sold are " +
          'left out, each reported in `adjustments`. A line (product and variant) given twice is a 422.',
        querystring: CartQuery,
        body: SaveCartBody,
        response: { 200: CartResponse, ...refusals(422) },
      },
      attachValidation: true,
      onRequest: app.authenticate,
    },
    async (request) => {
      rejectInvalid(request);
      return changeCart(authOf(request).userId, changeOf(request.body), request.lang);
    },
  );

  app.delete(
    '/shopping-cart/:product_id',
    {
      schema: {
        tags,
        description:
          'With `variant_id`, removes the line of that variant of the product; without it, every line of the ' +
          'product (none is fine). Answers with the cart left.',
        params: CartProductParams,
        querystring: CartDeleteQuery,
        response: { 200: CartResponse },
      },
      onRequest: app.authenticate,
    },
    async (request) =>
      changeCart(
        authOf(request).userId,
        { kind: 'remove', productId: request.params.product_id, variantId: request.query.variant_id },
        request.lang,
      ),
  );
};
