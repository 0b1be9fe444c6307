import type { ProductCard } from '@coffee/contracts/catalog';
import type { WishlistToggle } from '@coffee/contracts/wishlist';
import { describe, expect, it } from 'vitest';
import { createWishlist, type WishlistRemote, type WishlistResult } from './wishlist-store';

function card(id: number): ProductCard {
  return {
    id,
    slug: `product-${id}`,
    name: `Product ${id}`,
    img: '',
    images: [],
    price: 10_000,
    beforeDiscount: null,
    rate: 0,
    reviews_count: 0,
    stock: 3,
    badgeContent: null,
    description: '',
    weight: 250,
    weight_unit: 'g',
    brand: { id: 1, name: 'Brand' },
    seller: { id: 1, name: 'Seller' },
    has_variants: false,
    price_from: null,
  };
}

const failure = { ok: false, status: 503, error: { message: 'down', code: 'API_UNREACHABLE' } } as const;

/**
 * The server's wishlist: a set of product ids that toggles. `hold()` keeps answers back until `release()`;
 * `failNext()` answers the next call with an error.
 */
class FakeWishlistServer implements WishlistRemote {
  readonly calls: string[] = [];
  saved = new Set<number>();
  private held: (() => void)[] | null = null;
  private failing = false;

  hold() {
    this.held = [];
  }
  /** Lets the oldest held answer through, or all of them. */
  release(which: 'oldest' | 'all' = 'all') {
    if (which === 'oldest') {
      this.held?.shift()?.();
      return;
    }
    for (const resume of this.held ?? []) resume();
    this.held = null;
  }
  failNext() {
    this.failing = true;
  }

  async toggle(productId: number): Promise<WishlistResult<WishlistToggle>> {
    this.calls.push(`POST /wishlist/${productId}`);
    return this.answer(() => {
      if (this.saved.has(productId)) this.saved.delete(productId);
      else this.saved.add(productId);
      return { product_id: productId, in_wishlist: this.saved.has(productId) };
    });
  }

  async list(): Promise<WishlistResult<ProductCard[]>> {
    this.calls.push('GET /wishlist');
    return this.answer(() => [...this.saved].reverse().map(card));
  }

  private async answer<T>(make: () => T): Promise<WishlistResult<T>> {
    if (this.held) await new Promise<void>((resume) => this.held?.push(resume));
    if (this.failing) {
      this.failing = false;
      return failure;
    }
    return { ok: true, data: make() };
  }
}

function setUp() {
  const server = new FakeWishlistServer();
  const wishlist = createWishlist(server);
  return { server, wishlist, state: () => wishlist.store.getState() };
}

describe('wishlist', () => {
  it('adds the id of a product not in the lists', async () => {
    const { wishlist, state, server } = setUp();
    const result = await wishlist.toggle(7);
    expect(result).toEqual({ ok: true, data: { product_id: 7, in_wishlist: true } });
    expect(server.calls).toEqual(['POST /wishlist/7']);
    expect(state().ids).toEqual([7]);
  });

  it('removes a product in the lists from both', async () => {
    const { wishlist, state, server } = setUp();
    server.saved = new Set([3, 7]);
    await wishlist.load();
    expect(state().ids).toEqual([7, 3]);
    await wishlist.toggle(7);
    expect(state().ids).toEqual([3]);
    expect(state().products.map((product) => product.id)).toEqual([3]);
  });

  it('runs the loading indicator during a toggle and ends it on success', async () => {
    const { wishlist, state, server } = setUp();
    server.hold();
    const toggling = wishlist.toggle(1);
    expect(state().isLoading).toBe(true);
    server.release();
    await toggling;
    expect(state().isLoading).toBe(false);
  });

  it('ends the loading indicator on failure too, changes nothing and hands the failure back', async () => {
    const { wishlist, state, server } = setUp();
    server.hold();
    server.failNext();
    const toggling = wishlist.toggle(1);
    expect(state().isLoading).toBe(true);
    server.release();
    expect(await toggling).toEqual(failure);
    expect(state()).toEqual({ products: [], ids: [], isLoading: false });
  });

  it('keeps the indicator on until the last of two calls ends', async () => {
    const { wishlist, state, server } = setUp();
    server.hold();
    const first = wishlist.toggle(1);
    const second = wishlist.toggle(2);
    server.release('oldest');
    await first;
    expect(state().isLoading).toBe(true);
    server.release();
    await second;
    expect(state().isLoading).toBe(false);
    expect(state().ids).toEqual([1, 2]);
  });

  it('replaces both lists on load, the ids taken from the items', async () => {
    const { wishlist, state, server } = setUp();
    await wishlist.toggle(99);
    server.saved = new Set([4, 5]);
    await wishlist.load();
    expect(state().products.map((product) => product.id)).toEqual([5, 4]);
    expect(state().ids).toEqual([5, 4]);
  });

  it('keeps the lists when a load fails', async () => {
    const { wishlist, state, server } = setUp();
    await wishlist.toggle(1);
    server.failNext();
    expect(await wishlist.load()).toEqual(failure);
    expect(state().ids).toEqual([1]);
  });

  it('clears both lists at logout, and an answer that comes after changes nothing', async () => {
    const { wishlist, state, server } = setUp();
    server.saved = new Set([4]);
    await wishlist.load();
    server.hold();
    const toggling = wishlist.toggle(8);
    wishlist.clear();
    server.release();
    await toggling;
    expect(state()).toEqual({ products: [], ids: [], isLoading: false });
  });
});
