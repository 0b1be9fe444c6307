import { z } from 'zod';
import type { ContractMessageKey } from './auth';
import { cartLineKey } from './cart-line-key';
import { dataEnvelope, Id, LangQuery, Piastres } from './common';

/** The spec's cart lock: after each change, further changes wait this long. */
export const CART_LOCK_MS = 500;
/** localStorage key of the guest cart (spec §9). */
export const CART_STORAGE_KEY = 'cart';
/** Lines one cart may hold, and the most of one product; both bound the work a single request can ask for. */
export const CART_MAX_LINES = 100;
export const CART_MAX_QUANTITY = 999;

const ProductId = z.number().int().positive().max(2_147_483_647);
const Quantity = z.number().int().min(0).max(CART_MAX_QUANTITY).describe('0 removes the line');

/**
 * One line as a client sends it. A product sold in variants (grind, size, colour: `has_variants` on its card)
 * is bought as one of them: `variant_id` names it, and each variant of a product is a line of its own. For a
 * product without variants `variant_id` is absent or null.
 */
export const CartItemInput = z.strictObject({
  product_id: ProductId,
  variant_id: ProductId.nullish().describe('The chosen variant; required for a product sold in variants'),
  quantity: Quantity,
});
export type CartItemInput = z.infer<typeof CartItemInput>;

/**
 * `POST /shopping-cart`: the whole cart (`{products: [...]}`, the spec's form, which replaces every line), or
 * one line (`{product_id, variant_id?, quantity}`, which sets that line and keeps the rest). A line (product
 * and variant) may appear once: the API answers a repeated one with 422 `DUPLICATE_CART_PRODUCT`.
 */
export const ReplaceCartBody = z.strictObject({
  products: z
    .array(CartItemInput)
    .max(CART_MAX_LINES)
    .refine((items) => new Set(items.map(cartLineKey)).size === items.length, {
      message: 'Each product may appear once',
      params: { messageKey: 'duplicateCartProduct' satisfies ContractMessageKey },
    }),
});
export const SaveCartBody = z.union([ReplaceCartBody, CartItemInput]);
export type SaveCartBody = z.input<typeof SaveCartBody>;

export const CartProductParams = z.object({ product_id: Id });
export const CartQuery = LangQuery;
/** `DELETE /shopping-cart/{product_id}`: that variant's line, or every line of the product without it. */
export const CartDeleteQuery = LangQuery.extend({ variant_id: Id.optional() });

/**
 * What a cart line shows of its product (spec §3), plus the stock that bounds its quantity. For a variant's
 * line, `price`, `beforeDiscount` and `stock` are the variant's: what this line costs and can hold.
 */
export const CartProduct = z.object({
  id: z.number().int(),
  name: z.string(),
  price: Piastres,
  beforeDiscount: Piastres.nullable(),
  images: z.array(z.string()),
  stock: z.number().int(),
});
export type CartProduct = z.infer<typeof CartProduct>;

export const CartVariant = z.object({
  id: z.number().int(),
  kind: z.enum(['grind', 'size', 'color']),
  name: z.string(),
});
export type CartVariant = z.infer<typeof CartVariant>;

export const CartLine = z.object({
  product: CartProduct,
  variant: CartVariant.nullable(),
  quantity: z.number().int().min(1),
});
export type CartLine = z.infer<typeof CartLine>;

/**
 * Money of the cart in piastres, in the spec's mapping (§4): sub_total at list prices (the was-price of a line on
 * sale), discount = the sale prices' and the coupon's discounts together, so sub_total − discount +
 * delivery_charge − walletAmount = total. Until a checkout summary says otherwise there is no coupon, delivery or
 * wallet: total = sub_total − saleDiscount.
 */
export const CartDetails = z.object({
  sub_total: Piastres.describe('At list prices: Σ (beforeDiscount when on sale, else price) × quantity'),
  total: Piastres,
  totalItems: z.number().int().describe('Sum of the quantities'),
  delivery_charge: Piastres,
  walletAmount: Piastres,
  discount: Piastres.describe('The sale prices and the coupon together'),
  saleDiscount: Piastres.describe(
    "The part of `discount` that is the lines' own sale prices: Σ (beforeDiscount − price) × quantity",
  ),
});
export type CartDetails = z.infer<typeof CartDetails>;

/**
 * A line the server did not take as sent: capped at the stock of its product or variant, dropped because it is
 * out of stock, because the product (or that variant of it) no longer exists, or because the product is sold
 * in variants and none was named; or a line whose price changed since the shopper set it (`price_changed`: kept
 * as it is, only pointed out). `message` says so in the request's language.
 */
export const CartAdjustment = z.object({
  product_id: z.number().int(),
  variant_id: z.number().int().nullable(),
  requested: z.number().int(),
  quantity: z.number().int().describe('What the cart now holds'),
  reason: z.enum(['capped_at_stock', 'out_of_stock', 'unavailable', 'variant_required', 'price_changed']),
  price_was: Piastres.optional().describe(
    "price_changed: the unit price when the shopper last set the line (the line carries today's)",
  ),
  message: z.string(),
});
export type CartAdjustment = z.infer<typeof CartAdjustment>;

export const Cart = z.object({
  items: z.array(CartLine).describe('Oldest line first'),
  details: CartDetails,
  adjustments: z.array(CartAdjustment),
});
export type Cart = z.infer<typeof Cart>;
export const CartResponse = dataEnvelope(Cart);
