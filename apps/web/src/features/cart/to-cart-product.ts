import type { CartProduct } from '@coffee/contracts/cart';
import type { ProductCard, Variant } from '@coffee/contracts/catalog';
import type { CartItem } from './cart-rules';

type CatalogProduct = Pick<
  ProductCard,
  'id' | 'name' | 'price' | 'beforeDiscount' | 'images' | 'img' | 'stock'
>;

/** What a cart line keeps of a product shown on a card or its page (spec §3, plus the stock bound). */
export function toCartProduct(product: CatalogProduct): CartProduct {
  return {
    id: product.id,
    name: product.name,
    price: product.price,
    beforeDiscount: product.beforeDiscount,
    images: product.images.length > 0 ? product.images : [product.img].filter(Boolean),
    stock: product.stock,
  };
}

/**
 * What the product page puts in the cart: the product, or the chosen variant of it at the variant's price
 * and stock (what that line costs and can hold, as the API prices it).
 */
export function toCartItem(product: CatalogProduct, variant: Variant | null): CartItem {
  if (!variant) return { product: toCartProduct(product), variant: null };
  return {
    product: {
      ...toCartProduct(product),
      price: variant.price,
      beforeDiscount: variant.beforeDiscount,
      stock: variant.stock,
    },
    variant: { id: variant.id, kind: variant.kind, name: variant.name },
  };
}
