import type { ProductCard } from '@coffee/contracts/catalog';
import type { Locale } from '@coffee/contracts/common';
import { AddToCart } from '@/features/cart/add-to-cart';
import { getCartControlLabels } from '@/features/cart/get-cart-control-labels';
import { toCartProduct } from '@/features/cart/to-cart-product';
import type { ProductCardSlots } from '@/features/catalog/product-grid';
import { getWishlistLabels } from '@/features/wishlist/get-wishlist-labels';
import { WishlistHeart } from '@/features/wishlist/wishlist-heart';

export type SlotsFor = (product: ProductCard) => ProductCardSlots;

/**
 * What every product card of a page carries besides the catalog's data: the wishlist heart over the picture
 * (signed-in shoppers only) and the add-to-cart control at the foot. Features stay apart; they meet here.
 */
export async function getProductCardSlots(
  locale: Locale,
  options: { refreshOnWishlistChange?: boolean } = {},
): Promise<SlotsFor> {
  const [cartLabels, wishlistLabels] = await Promise.all([
    getCartControlLabels(locale),
    getWishlistLabels(locale),
  ]);
  const heartLabels = {
    add: wishlistLabels.add,
    remove: wishlistLabels.remove,
    loginFirst: wishlistLabels.loginFirst,
  };
  return (product) => ({
    imageAction: (
      <WishlistHeart
        productId={product.id}
        productName={product.name}
        locale={locale}
        labels={heartLabels}
        refreshOnChange={options.refreshOnWishlistChange}
      />
    ),
    children: <AddToCart product={toCartProduct(product)} locale={locale} labels={cartLabels} />,
  });
}
