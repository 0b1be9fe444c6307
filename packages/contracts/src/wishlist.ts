import { z } from 'zod';
import { ProductCard } from './catalog';
import { dataEnvelope, Id, LangQuery } from './common';

/** Products one wishlist may hold: `GET /wishlist` answers them all, so the list is bounded. */
export const WISHLIST_MAX_ITEMS = 200;

export const WishlistParams = z.object({ product_id: Id });
export const WishlistQuery = LangQuery;

/**
 * `POST /wishlist/{product_id}` toggles: the answer says which way it went. An unknown or unpublished product
 * is a 404 (removing one already in the list always works); adding to a full list is a 422 `WISHLIST_FULL`.
 */
export const WishlistToggle = z.object({ product_id: z.number().int(), in_wishlist: z.boolean() });
export type WishlistToggle = z.infer<typeof WishlistToggle>;
export const WishlistToggleResponse = dataEnvelope(WishlistToggle);

/** `GET /wishlist`: the products, most recently added first, as cards. */
export const WishlistResponse = dataEnvelope(z.array(ProductCard));
