import type { CartProduct } from '@coffee/contracts/cart';
import type { ProductCard } from '@coffee/contracts/catalog';

/** What a cart line keeps of a product shown on a card or its page (spec §3, plus the stock bound). */
export function toCartProduct(
  product: Pick<ProductCard, 'id' | 'name' | 'price' | 'beforeDiscount' | 'images' | 'img' | 'stock'>,
): CartProduct {
  return {
    id: product.id,
    name: product.name,
    price: product.price,
    beforeDiscount: product.beforeDiscount,
    images: product.images.length > 0 ? product.images : [product.img].filter(Boolean),
    stock: product.stock,
  };
}
