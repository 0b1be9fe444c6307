import type {
  Cart,
  CartAdjustment,
  CartDetails,
  CartItemInput,
  CartLine,
  CartProduct,
  CartVariant,
} from '@coffee/contracts/cart';
import type { ApiError } from '@coffee/contracts/common';
import { createStore } from 'zustand/vanilla';
import {
  type CartItem,
  computeDetails,
  EMPTY_DETAILS,
  getQuantity,
  keyOfLine,
  lineKey,
  mergeCarts,
  normalizeLines,
  parseStoredCart,
  serializeCart,
  toCartBody,
  withQuantity,
} from './cart-rules';

/** The spec's cart state (§3), plus what the server said it changed in the last answer. */
export type CartState = CartDetails & {
  cartsProducts: CartLine[];
  isLoading: boolean;
  adjustments: CartAdjustment[];
};

export type RemoteResult<T> = { ok: true; data: T } | { ok: false; status: number; error: ApiError };

/** The account's cart on the server (`GET` and `POST /shopping-cart`); the browser's goes through /bff. */
export type CartRemote = {
  load(): Promise<RemoteResult<Cart>>;
  save(body: { products: CartItemInput[] }): Promise<RemoteResult<Cart>>;
};

export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export type CartDeps = {
  /** localStorage in the browser; null where there is none (then nothing is kept). */
  storage: StorageLike | null;
  remote: CartRemote;
  storageKey: string;
  lockMs: number;
  /** Timers for the lock; the global setTimeout unless a test brings its own. */
  setTimer?: (callback: () => void, ms: number) => unknown;
};

export type CartChange = 'added' | 'updated' | 'decreased' | 'removed';

/**
 * What a change came to. Refusals change nothing: `locked` (within the lock after the last change),
 * `above-stock`, `out-of-stock`, `unchanged`, `not-ready` (before start-up or while the cart loads).
 * `failed`: the change was made here but the server refused it or did not answer; the error is the caller's.
 */
export type CartOutcome =
  | { ok: true; change: CartChange; adjustments: CartAdjustment[] }
  | { ok: false; reason: 'locked' | 'above-stock' | 'out-of-stock' | 'unchanged' | 'not-ready' }
  | { ok: false; reason: 'failed'; error: ApiError };

export type CartSessionEvent = { type: 'signed-in'; merge: boolean } | { type: 'signed-out' };

const INITIAL_STATE: CartState = {
  cartsProducts: [],
  ...EMPTY_DETAILS,
  isLoading: true,
  adjustments: [],
};

/**
 * The cart of one page: a zustand store and the actions that follow the spec's rules. Everything outside
 * (storage, server, timers) comes in through `configure`, so tests run this very code with fakes.
 */
export function createCart() {
  const store = createStore<CartState>()(() => INITIAL_STATE);
  let deps: CartDeps | null = null;
  let started = false;
  /** The cart is the signed-in shopper's: every change goes to the server too. */
  let account = false;
  let locked = false;
  /** Bumped by every change made here; a server answer to an older cart than the current one is dropped. */
  let version = 0;
  /** Saves run one after another, so the server ends with the last cart sent. */
  let queue: Promise<unknown> = Promise.resolve();

  /** Writes the stored copy, or drops it (`null`). */
  function persist(lines: readonly CartLine[] | null) {
    if (!deps?.storage) return;
    try {
      if (lines === null) deps.storage.removeItem(deps.storageKey);
      else deps.storage.setItem(deps.storageKey, serializeCart(lines));
    } catch {
      // Storage full or refused (private browsing): the cart still works for this page.
    }
  }

  /** Lines from anywhere but the server: figures recomputed, total = sub_total. */
  function setLines(lines: CartLine[], save: boolean) {
    store.setState({ cartsProducts: lines, ...computeDetails(lines), adjustments: [] });
    if (save) persist(lines);
  }

  /** The server's answer replaces lines and figures (its prices, quantities held to stock). */
  function applyServerCart(cart: Cart) {
    const lines = normalizeLines(cart.items);
    store.setState({ cartsProducts: lines, ...cart.details, adjustments: cart.adjustments });
    persist(lines);
  }

  function startLock(lockMs: number, setTimer: CartDeps['setTimer']) {
    locked = true;
    (setTimer ?? ((callback, ms) => setTimeout(callback, ms)))(() => {
      locked = false;
    }, lockMs);
  }

  /** Sends the cart as it is when its turn comes; the answer replaces it unless a newer change came since. */
  function saveToServer(remote: CartRemote): Promise<RemoteResult<Cart>> {
    const run = queue.then(async () => {
      const sentVersion = version;
      const result = await remote.save(toCartBody(store.getState().cartsProducts));
      if (result.ok && sentVersion === version) applyServerCart(result.data);
      return result;
    });
    queue = run.catch(() => undefined);
    return run;
  }

  /** A signed-in page load: the server's cart replaces the local one. */
  async function loadFromServer(remote: CartRemote): Promise<RemoteResult<Cart>> {
    store.setState({ isLoading: true });
    const loadedVersion = ++version;
    const result = await remote.load();
    if (result.ok && loadedVersion === version) applyServerCart(result.data);
    store.setState({ isLoading: false });
    return result;
  }

  /** After a login: the guest cart and the account's are merged, sent, and the answer replaces both. */
  async function mergeWithServer(remote: CartRemote): Promise<RemoteResult<Cart>> {
    store.setState({ isLoading: true });
    const mergeVersion = ++version;
    const local = store.getState().cartsProducts;
    const loaded = await remote.load();
    if (!loaded.ok || mergeVersion !== version || local.length === 0) {
      if (loaded.ok && mergeVersion === version) applyServerCart(loaded.data);
      store.setState({ isLoading: false });
      return loaded;
    }
    setLines(mergeCarts(local, loaded.data.items), true);
    const saved = await saveToServer(remote);
    store.setState({ isLoading: false });
    return saved;
  }

  /** Empties the cart and its stored copy (logout, or a cart handed over elsewhere). */
  function reset() {
    version += 1;
    setLines([], false);
    persist(null);
  }

  /**
   * Sets a line's quantity: a new (product, variant) is appended, 0 removes its line. Never past the stock
   * of that product or variant, never while locked; each change locks further changes for `lockMs` and is
   * saved (and sent when signed in).
   */
  async function setLineQuantity(item: CartItem, requested: number): Promise<CartOutcome> {
    if (!deps || !started || store.getState().isLoading) return { ok: false, reason: 'not-ready' };
    if (locked) return { ok: false, reason: 'locked' };
    const { product } = item;
    const key = keyOfLine(item);
    const lines = store.getState().cartsProducts;
    const current = getQuantity(lines, key);
    const quantity = Math.max(0, Math.trunc(requested));
    if (quantity === current) return { ok: false, reason: 'unchanged' };
    if (quantity > current && product.stock <= 0) return { ok: false, reason: 'out-of-stock' };
    if (quantity > current && quantity > product.stock) return { ok: false, reason: 'above-stock' };

    const change: CartChange =
      current === 0 ? 'added' : quantity === 0 ? 'removed' : quantity < current ? 'decreased' : 'updated';
    version += 1;
    setLines(withQuantity(lines, item, quantity), true);
    startLock(deps.lockMs, deps.setTimer);
    if (!account) return { ok: true, change, adjustments: [] };

    const saved = await saveToServer(deps.remote);
    if (!saved.ok) return { ok: false, reason: 'failed', error: saved.error };
    const adjustments = saved.data.adjustments.filter(
      (adjustment) => lineKey(adjustment.product_id, adjustment.variant_id) === key,
    );
    return { ok: true, change, adjustments };
  }

  const quantityOf = (item: CartItem) => getQuantity(store.getState().cartsProducts, keyOfLine(item));

  return {
    store,
    setLineQuantity,
    /** A line's quantity by its product and variant (none: a plain product's line). */
    setQuantity: (product: CartProduct, requested: number, variant: CartVariant | null = null) =>
      setLineQuantity({ product, variant }, requested),
    /** From a card or the product page: a new line with quantity 1, or one more of a line already there. */
    add: (product: CartProduct, variant: CartVariant | null = null) =>
      setLineQuantity({ product, variant }, quantityOf({ product, variant }) + 1),
    remove: (product: CartProduct, variant: CartVariant | null = null) =>
      setLineQuantity({ product, variant }, 0),

    configure(next: CartDeps) {
      deps = next;
    },

    /** First load, once the session is known: a guest's cart from storage, a shopper's from the server. */
    async start(status: 'guest' | 'signed-in'): Promise<void> {
      if (!deps || started) return;
      started = true;
      account = status === 'signed-in';
      if (account) {
        await loadFromServer(deps.remote);
        return;
      }
      setLines(parseStoredCart(deps.storage?.getItem(deps.storageKey) ?? null), false);
      store.setState({ isLoading: false });
    },

    /** Login (merge), or logout (reset the cart configuration). */
    async handleSessionEvent(event: CartSessionEvent): Promise<RemoteResult<Cart> | undefined> {
      if (!deps) return undefined;
      if (!started) {
        // The event came before start-up: it settles who the cart belongs to.
        started = true;
        setLines(parseStoredCart(deps.storage?.getItem(deps.storageKey) ?? null), false);
      }
      if (event.type === 'signed-out') {
        account = false;
        reset();
        store.setState({ isLoading: false });
        return undefined;
      }
      account = true;
      return event.merge ? mergeWithServer(deps.remote) : loadFromServer(deps.remote);
    },

    /** Another tab changed the stored copy: it replaces this tab's cart (a `storage` event). */
    applyStorageChange(key: string | null, newValue: string | null) {
      if (!deps || (key !== null && key !== deps.storageKey)) return;
      version += 1;
      setLines(parseStoredCart(key === null ? null : newValue), false);
    },

    reset,

    /**
     * The checkout's priced figures (spec §4: sub_total, total, delivery_charge, walletAmount, discount from
     * `GET /orders/summary`) replace the cart's own until its lines change again.
     */
    applySummary(figures: CartDetails) {
      store.setState(figures);
    },

    /**
     * The account's cart read again from the server (after an order, which the server emptied it for). A cart
     * not started yet loads it anyway; a guest's has no server copy.
     */
    async reload(): Promise<void> {
      if (!deps || !started || !account) return;
      await loadFromServer(deps.remote);
    },

    /** A cart the server answered elsewhere (a reorder) replaces this one, as a load would. */
    applyServerCart,
  };
}

export type CartApi = ReturnType<typeof createCart>;
