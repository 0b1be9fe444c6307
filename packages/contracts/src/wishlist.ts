import { z } from 'zod';
import { ProductCard } from './catalog';
import { dataEnvelope, Id, LangQuery } from './common';

export const WishlistParams = z.object({ product_id: Id });
export const WishlistQuery = LangQuery;

/** `POST /wishlist/{product_id}` toggles: the answer says which way it went. */
export const WishlistToggle = z.object({ product_id: z.number().int(), in_wishlist: z.boolean() });
export type WishlistToggle = z.infer<typeof WishlistToggle>;
export const WishlistToggleResponse = dataEnvelope(WishlistToggle);

/** `GET /wishlist`: the products, most recently added first, as cards. */
export const WishlistResponse = dataEnvelope(z.array(ProductCard));
