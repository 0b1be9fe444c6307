import type { ProductCard } from '@coffee/contracts/catalog';
import type { Locale } from '@coffee/contracts/common';
import { AddToCart } from '@/features/cart/add-to-cart';
import { ChooseOptionsLink } from '@/features/cart/choose-options-link';
import { getCartControlLabels } from '@/features/cart/get-cart-control-labels';
import { toCartItem } from '@/features/cart/to-cart-product';
import type { ProductCardSlots } from '@/features/catalog/product-grid';
import { getWishlistLabels } from '@/features/wishlist/get-wishlist-labels';
import { WishlistHeart } from '@/features/wishlist/wishlist-heart';

export type SlotsFor = (product: ProductCard) => ProductCardSlots;

/**
 * What every product card of a page carries besides the catalog's data: the wishlist heart over the picture
 * (signed-in shoppers only) and, at the foot, the add-to-cart control, or for a product sold in variants a
 * link to its page, where a variant is chosen. Features stay apart; they meet here.
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
    // A sold-out product keeps the control, which says it is out of stock.
    children:
      product.has_variants && product.stock > 0 ? (
        <ChooseOptionsLink
          productId={product.id}
          productName={product.name}
          label={cartLabels.chooseOptions}
        />
      ) : (
        <AddToCart item={toCartItem(product, null)} locale={locale} labels={cartLabels} />
      ),
  });
}
