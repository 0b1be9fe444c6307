import type { Cart, CartLine } from '@coffee/contracts/cart';
import { createMediaUrl } from '../../src/lib/media.js';
import { type AccountsContext, call, type Shopper, signUp } from './accounts.js';
import type { TestProduct, TestVariant } from './shopping.js';

export type Lang = 'en-US' | 'ar-SA';
type CartBody = { data: Cart };

export const EMPTY_DETAILS = {
  sub_total: 0,
  total: 0,
  totalItems: 0,
  delivery_charge: 0,
  walletAmount: 0,
  discount: 0,
  saleDiscount: 0,
};

/** [product, quantity] of each line, in the cart's order. */
export const lines = (cart: Cart) => cart.items.map((item) => [item.product.id, item.quantity]);
/** [product, variant or null, quantity] of each line, in the cart's order. */
export const variantLines = (cart: Cart) =>
  cart.items.map((item) => [item.product.id, item.variant?.id ?? null, item.quantity]);

/**
 * A shopper's cart calls as a client makes them, and the lines a client should see, for the app the test
 * file builds (`app()` is read at each call, so it can be built in `beforeAll`).
 */
export function cartTools(app: () => AccountsContext) {
  const cartOf = (shopper: Shopper) => {
    const token = shopper.tokens.access_token;
    return {
      get: (lang: Lang = 'en-US') =>
        call<CartBody>(app().app, 'GET', '/shopping-cart', { token, query: { lang } }),
      save: (body: unknown, lang: Lang = 'en-US') =>
        call<CartBody>(app().app, 'POST', '/shopping-cart', { token, body, query: { lang } }),
      /** DELETE /shopping-cart/{id}, with `?variant_id=` when one is given. */
      remove: (id: number | string, lang: Lang = 'en-US', variantId?: number | string) =>
        call<CartBody>(app().app, 'DELETE', `/shopping-cart/${id}`, {
          token,
          query: { lang, ...(variantId !== undefined && { variant_id: String(variantId) }) },
        }),
    };
  };
  const newCart = async () => cartOf(await signUp(app().app));

  /** The line a client should see for a product of the catalog as it is now. */
  const lineOf = (product: TestProduct, quantity: number, lang: Lang = 'en-US'): CartLine => ({
    product: {
      id: product.id,
      name: lang === 'ar-SA' ? product.nameAr : product.nameEn,
      price: product.price,
      beforeDiscount: product.beforeDiscount,
      images: product.images.map(createMediaUrl(app().config.mediaBaseUrl)),
      stock: product.stock,
    },
    variant: null,
    quantity,
  });

  /** The line of one variant of a product: the variant's price, sale and stock, and its name. */
  const variantLineOf = (
    product: TestProduct,
    variant: TestVariant,
    quantity: number,
    lang: Lang = 'en-US',
  ): CartLine => {
    const line = lineOf(product, quantity, lang);
    return {
      product: {
        ...line.product,
        price: variant.price,
        beforeDiscount: variant.beforeDiscount,
        stock: variant.stock,
      },
      variant: {
        id: variant.id,
        kind: variant.kind,
        name: lang === 'ar-SA' ? variant.nameAr : variant.nameEn,
      },
      quantity,
    };
  };

  return { cartOf, newCart, lineOf, variantLineOf };
}
