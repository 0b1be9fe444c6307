import { eq, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { products } from '../../../db/schema/index.js';
import { AppError } from '../../../lib/errors.js';
import { actorOf } from '../../../plugins/backoffice-auth.js';

/** Whose products a caller works on: every seller's (the back office) or one seller's (the seller portal). */
export type CatalogScope = { sellerId: number | null };

/** The scope of a request under /admin or /seller: a seller's id comes from who is signed in, never the request. */
export const catalogScopeOf = (area: 'admin' | 'seller', request: FastifyRequest): CatalogScope => ({
  sellerId: area === 'admin' ? null : actorOf(request).sellerId,
});

export const ownedBy = (scope: CatalogScope): SQL | undefined =>
  scope.sellerId === null ? undefined : eq(products.sellerId, scope.sellerId);

export function checkSalePrice(price: number, beforeDiscount: number | null) {
  // The storefront shows a sale only when the old price is above the new one; anything else is a typo.
  if (beforeDiscount !== null && beforeDiscount <= price) {
    throw new AppError(422, 'INVALID_SALE_PRICE', 'beforeDiscountAbovePrice');
  }
}
