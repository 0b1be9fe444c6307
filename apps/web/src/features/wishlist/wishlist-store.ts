import type { ProductCard } from '@coffee/contracts/catalog';
import type { ApiError } from '@coffee/contracts/common';
import type { WishlistToggle } from '@coffee/contracts/wishlist';
import { createStore } from 'zustand/vanilla';

/** The spec's wishlist (§3): its products and their ids, and whether a call is under way. */
export type WishlistState = { products: ProductCard[]; ids: number[]; isLoading: boolean };

export type WishlistResult<T> = { ok: true; data: T } | { ok: false; status: number; error: ApiError };

/** `POST /wishlist/{product_id}` and `GET /wishlist`; the browser's go through /bff. */
export type WishlistRemote = {
  toggle(productId: number): Promise<WishlistResult<WishlistToggle>>;
  list(): Promise<WishlistResult<ProductCard[]>>;
};

const INITIAL_STATE: WishlistState = { products: [], ids: [], isLoading: false };

/**
 * The signed-in shopper's wishlist. Failures are handed back to the caller, which decides what to show
 * (the spec shows nothing).
 */
export function createWishlist(remote: WishlistRemote) {
  const store = createStore<WishlistState>()(() => INITIAL_STATE);
  /** Calls under way: the indicator runs until the last one ends, failed or not. */
  let pending = 0;
  /** Bumped by clear(): an answer to a call made before a logout changes nothing. */
  let generation = 0;

  async function track<T>(call: () => Promise<WishlistResult<T>>, apply: (data: T) => void) {
    const started = generation;
    pending += 1;
    store.setState({ isLoading: true });
    try {
      const result = await call();
      if (result.ok && started === generation) apply(result.data);
      return result;
    } finally {
      pending -= 1;
      store.setState({ isLoading: pending > 0 });
    }
  }

  return {
    store,

    /**
     * Toggles a product. On success a product in the lists leaves both; otherwise its id is added. The
     * server's answer says which way it went, which is the same thing unless another tab changed the list.
     */
    toggle(productId: number): Promise<WishlistResult<WishlistToggle>> {
      return track(
        () => remote.toggle(productId),
        ({ in_wishlist: added }) => {
          const { ids, products } = store.getState();
          if (added) {
            if (!ids.includes(productId)) store.setState({ ids: [...ids, productId] });
            return;
          }
          store.setState({
            ids: ids.filter((id) => id !== productId),
            products: products.filter((product) => product.id !== productId),
          });
        },
      );
    },

    /** Loads the list: it replaces both lists, the ids taken from the products. */
    load(): Promise<WishlistResult<ProductCard[]>> {
      return track(
        () => remote.list(),
        (products) => store.setState({ products, ids: products.map((product) => product.id) }),
      );
    },

    /** Logout: the wishlist data goes with the session. */
    clear() {
      generation += 1;
      store.setState({ products: [], ids: [] });
    },
  };
}

export type WishlistApi = ReturnType<typeof createWishlist>;
