import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { serializeCart } from './cart-rules';
import { createCart } from './cart-store';
import { FakeCartServer, line, MemoryStorage, product } from './cart-test-support';

const KEY = 'cart';
const LOCK_MS = 500;

const coffee = product(1, { price: 25_000, stock: 3 });
const grinder = product(2, { price: 120_000, stock: 2 });
const kettle = product(3, { price: 60_000, stock: 10 });
const soldOut = product(4, { stock: 0 });

function setUp(options: { stored?: string } = {}) {
  const storage = new MemoryStorage();
  if (options.stored !== undefined) storage.setItem(KEY, options.stored);
  storage.writes = 0;
  const server = new FakeCartServer(
    new Map([coffee, grinder, kettle, soldOut].map((item) => [item.id, item])),
  );
  const cart = createCart();
  cart.configure({ storage, remote: server, storageKey: KEY, lockMs: LOCK_MS });
  const state = () => cart.store.getState();
  const stored = () => JSON.parse(storage.getItem(KEY) ?? 'null');
  /** Lets the lock run out before the next change, as a person's next click would. */
  const wait = () => vi.advanceTimersByTime(LOCK_MS);
  return { storage, server, cart, state, stored, wait };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('cart start-up', () => {
  it('is loading until the session is known', () => {
    const { state } = setUp();
    expect(state().isLoading).toBe(true);
    expect(state().cartsProducts).toEqual([]);
  });

  it("restores a guest's cart from localStorage `cart` and stops loading", async () => {
    const { cart, state, server } = setUp({ stored: serializeCart([line(coffee, 2), line(kettle, 1)]) });
    await cart.start('guest');
    expect(state().isLoading).toBe(false);
    expect(state().cartsProducts).toEqual([line(coffee, 2), line(kettle, 1)]);
    expect(state().sub_total).toBe(2 * 25_000 + 60_000);
    expect(state().total).toBe(state().sub_total);
    expect(state().totalItems).toBe(3);
    expect(server.calls).toEqual([]);
  });

  it('starts a guest with an empty cart when the stored copy is missing or unreadable', async () => {
    for (const stored of [undefined, '{oops', '{"items":[]}', '[{"product":{"id":"x"},"quantity":1}]']) {
      const { cart, state } = setUp({ stored });
      await cart.start('guest');
      expect(state().cartsProducts).toEqual([]);
      expect(state().isLoading).toBe(false);
    }
  });

  it("takes a signed-in shopper's cart from the server, replacing the local copy", async () => {
    const { cart, state, server, stored } = setUp({ stored: serializeCart([line(coffee, 1)]) });
    server.lines = [line(kettle, 2)];
    const loading = cart.start('signed-in');
    expect(state().isLoading).toBe(true);
    await loading;
    expect(server.calls).toEqual([{ kind: 'load' }]);
    expect(state().cartsProducts).toEqual([line(kettle, 2)]);
    expect(state().delivery_charge).toBe(5_000);
    expect(state().isLoading).toBe(false);
    expect(stored()).toEqual([line(kettle, 2)]);
  });

  it('stops loading when the server cart cannot be had, keeping what was stored', async () => {
    const { cart, state, server } = setUp({ stored: serializeCart([line(coffee, 1)]) });
    server.failNext();
    await cart.start('signed-in');
    expect(state().isLoading).toBe(false);
  });

  it('refuses changes before start-up', async () => {
    const { cart } = setUp();
    expect(await cart.add(coffee)).toEqual({ ok: false, reason: 'not-ready' });
  });
});

describe('cart changes (guest)', () => {
  it('appends a line with quantity 1 when adding from a card, after the lines already there', async () => {
    const { cart, state, wait } = setUp();
    await cart.start('guest');
    expect(await cart.add(coffee)).toEqual({ ok: true, change: 'added', adjustments: [] });
    wait();
    await cart.add(kettle);
    expect(state().cartsProducts).toEqual([line(coffee, 1), line(kettle, 1)]);
  });

  it('sets a quantity, reports increases as updated and decreases as updated −1', async () => {
    const { cart, state, wait } = setUp();
    await cart.start('guest');
    await cart.add(kettle);
    wait();
    expect(await cart.setQuantity(kettle, 4)).toMatchObject({ ok: true, change: 'updated' });
    expect(state().cartsProducts).toEqual([line(kettle, 4)]);
    wait();
    expect(await cart.setQuantity(kettle, 3)).toMatchObject({ ok: true, change: 'decreased' });
    expect(state().cartsProducts).toEqual([line(kettle, 3)]);
  });

  it('removes a line, and reaching 0 removes it too', async () => {
    const { cart, state, wait } = setUp();
    await cart.start('guest');
    await cart.add(coffee);
    wait();
    await cart.add(kettle);
    wait();
    expect(await cart.remove(coffee)).toMatchObject({ ok: true, change: 'removed' });
    expect(state().cartsProducts).toEqual([line(kettle, 1)]);
    wait();
    expect(await cart.setQuantity(kettle, 0)).toMatchObject({ ok: true, change: 'removed' });
    expect(state().cartsProducts).toEqual([]);
    expect(state().totalItems).toBe(0);
  });

  it('never lets a quantity pass stock', async () => {
    const { cart, state, wait } = setUp();
    await cart.start('guest');
    await cart.setQuantity(grinder, 2);
    wait();
    expect(await cart.add(grinder)).toEqual({ ok: false, reason: 'above-stock' });
    expect(await cart.setQuantity(grinder, 7)).toEqual({ ok: false, reason: 'above-stock' });
    expect(state().cartsProducts).toEqual([line(grinder, 2)]);
    // Going down from above stock (stock fell since) is still allowed.
    wait();
    expect(await cart.setQuantity({ ...grinder, stock: 1 }, 1)).toMatchObject({ ok: true });
  });

  it('cannot add a product whose stock is 0 or less', async () => {
    const { cart, state } = setUp();
    await cart.start('guest');
    expect(await cart.add(soldOut)).toEqual({ ok: false, reason: 'out-of-stock' });
    expect(await cart.add({ ...coffee, stock: -2 })).toEqual({ ok: false, reason: 'out-of-stock' });
    expect(state().cartsProducts).toEqual([]);
  });

  it('locks changes for 500 ms after each change: a repeat within it is ignored, after it goes through', async () => {
    const { cart, state } = setUp();
    await cart.start('guest');
    await cart.add(coffee);
    vi.advanceTimersByTime(LOCK_MS - 1);
    expect(await cart.add(coffee)).toEqual({ ok: false, reason: 'locked' });
    expect(await cart.add(kettle)).toEqual({ ok: false, reason: 'locked' });
    expect(state().cartsProducts).toEqual([line(coffee, 1)]);
    vi.advanceTimersByTime(1);
    expect(await cart.add(coffee)).toMatchObject({ ok: true, change: 'updated' });
    expect(state().cartsProducts).toEqual([line(coffee, 2)]);
    // A refused change does not lock: the next one goes straight through.
    vi.advanceTimersByTime(LOCK_MS);
    expect(await cart.add(soldOut)).toMatchObject({ ok: false, reason: 'out-of-stock' });
    expect(await cart.add(kettle)).toMatchObject({ ok: true, change: 'added' });
  });

  it('keeps sub_total as the sum of price × quantity and total equal to it', async () => {
    const { cart, state, wait } = setUp();
    await cart.start('guest');
    await cart.setQuantity(coffee, 3);
    wait();
    await cart.setQuantity(grinder, 2);
    expect(state()).toMatchObject({
      sub_total: 3 * 25_000 + 2 * 120_000,
      total: 3 * 25_000 + 2 * 120_000,
      totalItems: 5,
      delivery_charge: 0,
      walletAmount: 0,
      discount: 0,
    });
  });

  it('saves every change to localStorage `cart` and sends nothing to the server', async () => {
    const { cart, storage, stored, server, wait } = setUp();
    await cart.start('guest');
    expect(storage.writes).toBe(0);
    await cart.add(coffee);
    expect(stored()).toEqual([line(coffee, 1)]);
    wait();
    await cart.setQuantity(coffee, 2);
    expect(stored()).toEqual([line(coffee, 2)]);
    wait();
    await cart.remove(coffee);
    expect(stored()).toEqual([]);
    expect(storage.writes).toBe(3);
    expect(server.calls).toEqual([]);
  });

  it("takes another tab's change from the storage event and recomputes", async () => {
    const { cart, state, storage } = setUp();
    await cart.start('guest');
    await cart.add(coffee);
    const writes = storage.writes;
    cart.applyStorageChange(KEY, serializeCart([line(grinder, 2), line(kettle, 1)]));
    expect(state().cartsProducts).toEqual([line(grinder, 2), line(kettle, 1)]);
    expect(state().sub_total).toBe(2 * 120_000 + 60_000);
    expect(state().total).toBe(state().sub_total);
    expect(state().totalItems).toBe(3);
    // Not written back: the other tab already did.
    expect(storage.writes).toBe(writes);
    cart.applyStorageChange('something-else', '[]');
    expect(state().totalItems).toBe(3);
    cart.applyStorageChange(KEY, null);
    expect(state().cartsProducts).toEqual([]);
    expect(state().sub_total).toBe(0);
  });

  it('resets: empties the cart and the stored copy', async () => {
    const { cart, state, storage } = setUp({ stored: serializeCart([line(coffee, 2)]) });
    await cart.start('guest');
    cart.reset();
    expect(state().cartsProducts).toEqual([]);
    expect(state().sub_total).toBe(0);
    expect(storage.getItem(KEY)).toBeNull();
  });
});

describe('cart changes (signed in)', () => {
  it('sends the whole cart on each change and takes the answer as the cart', async () => {
    const { cart, state, server, wait, stored } = setUp();
    await cart.start('signed-in');
    await cart.add(coffee);
    wait();
    await cart.add(kettle);
    expect(server.calls.slice(1)).toEqual([
      { kind: 'save', products: [{ product_id: 1, quantity: 1 }] },
      {
        kind: 'save',
        products: [
          { product_id: 1, quantity: 1 },
          { product_id: 3, quantity: 1 },
        ],
      },
    ]);
    expect(state().delivery_charge).toBe(5_000);
    expect(stored()).toEqual([line(coffee, 1), line(kettle, 1)]);
  });

  it("takes the server's prices and caps, and hands back its adjustments", async () => {
    const { cart, state, server } = setUp();
    server.catalog.set(coffee.id, { ...coffee, price: 30_000, stock: 1 });
    await cart.start('signed-in');
    const outcome = await cart.setQuantity(coffee, 3);
    expect(outcome).toMatchObject({
      ok: true,
      adjustments: [{ product_id: 1, requested: 3, quantity: 1, reason: 'capped_at_stock' }],
    });
    expect(state().cartsProducts).toEqual([line({ ...coffee, price: 30_000, stock: 1 }, 1)]);
    expect(state().sub_total).toBe(30_000);
    expect(state().adjustments).toHaveLength(1);
  });

  it('passes a server failure back to the caller and keeps the change locally', async () => {
    const { cart, state, server } = setUp();
    await cart.start('signed-in');
    server.failNext();
    expect(await cart.add(coffee)).toEqual({
      ok: false,
      reason: 'failed',
      error: { message: 'down', code: 'API_UNREACHABLE' },
    });
    expect(state().cartsProducts).toEqual([line(coffee, 1)]);
  });

  it('sends changes one after another and keeps only the answer to the latest cart', async () => {
    const { cart, state, server, wait } = setUp();
    await cart.start('signed-in');
    server.hold();
    const first = cart.add(coffee);
    wait();
    const second = cart.add(coffee);
    expect(state().cartsProducts).toEqual([line(coffee, 2)]);
    server.release();
    await Promise.all([first, second]);
    const saves = server.calls.filter((call) => call.kind === 'save');
    expect(saves.at(-1)).toEqual({ kind: 'save', products: [{ product_id: 1, quantity: 2 }] });
    expect(state().cartsProducts).toEqual([line(coffee, 2)]);
    expect(server.lines).toEqual([line(coffee, 2)]);
  });
});

describe('cart and the session', () => {
  it('merges at login: shared products add up, other server lines are appended, the answer replaces all', async () => {
    const { cart, state, server, stored } = setUp({
      stored: serializeCart([line(coffee, 2), line(grinder, 1)]),
    });
    await cart.start('guest');
    server.lines = [line(grinder, 1), line(kettle, 4)];
    const merging = cart.handleSessionEvent({ type: 'signed-in', merge: true });
    expect(state().isLoading).toBe(true);
    await merging;
    expect(server.calls).toEqual([
      { kind: 'load' },
      {
        kind: 'save',
        products: [
          { product_id: 1, quantity: 2 },
          { product_id: 2, quantity: 2 },
          { product_id: 3, quantity: 4 },
        ],
      },
    ]);
    expect(state().cartsProducts).toEqual([line(coffee, 2), line(grinder, 2), line(kettle, 4)]);
    expect(state().delivery_charge).toBe(5_000);
    expect(state().isLoading).toBe(false);
    expect(stored()).toEqual(state().cartsProducts);
  });

  it('takes the capped answer when merged quantities pass stock', async () => {
    const { cart, state, server } = setUp({ stored: serializeCart([line(grinder, 2)]) });
    await cart.start('guest');
    server.lines = [line(grinder, 2)];
    await cart.handleSessionEvent({ type: 'signed-in', merge: true });
    expect(server.calls.at(-1)).toEqual({ kind: 'save', products: [{ product_id: 2, quantity: 4 }] });
    expect(state().cartsProducts).toEqual([line(grinder, 2)]);
    expect(state().adjustments).toMatchObject([{ product_id: 2, reason: 'capped_at_stock' }]);
  });

  it('takes the server cart as it is when the guest cart is empty', async () => {
    const { cart, state, server } = setUp();
    await cart.start('guest');
    server.lines = [line(kettle, 1)];
    await cart.handleSessionEvent({ type: 'signed-in', merge: true });
    expect(server.calls).toEqual([{ kind: 'load' }]);
    expect(state().cartsProducts).toEqual([line(kettle, 1)]);
  });

  it('replaces the local cart with the server one when not merging', async () => {
    const { cart, state, server } = setUp({ stored: serializeCart([line(coffee, 2)]) });
    await cart.start('guest');
    server.lines = [line(kettle, 1)];
    await cart.handleSessionEvent({ type: 'signed-in', merge: false });
    expect(server.calls).toEqual([{ kind: 'load' }]);
    expect(state().cartsProducts).toEqual([line(kettle, 1)]);
  });

  it('refuses changes while the cart loads', async () => {
    const { cart, server } = setUp();
    await cart.start('guest');
    server.hold();
    const merging = cart.handleSessionEvent({ type: 'signed-in', merge: true });
    expect(await cart.add(coffee)).toEqual({ ok: false, reason: 'not-ready' });
    server.release();
    await merging;
  });

  it('resets the cart and its stored copy at logout, and stops sending changes', async () => {
    const { cart, state, storage, server, wait } = setUp();
    await cart.start('signed-in');
    await cart.add(coffee);
    await cart.handleSessionEvent({ type: 'signed-out' });
    expect(state().cartsProducts).toEqual([]);
    expect(storage.getItem(KEY)).toBeNull();
    const calls = server.calls.length;
    wait();
    await cart.add(kettle);
    expect(server.calls).toHaveLength(calls);
  });

  it('drops a server answer that arrives after logout', async () => {
    const { cart, state, server } = setUp();
    await cart.start('signed-in');
    server.hold();
    const adding = cart.add(coffee);
    await cart.handleSessionEvent({ type: 'signed-out' });
    server.release();
    await adding;
    expect(state().cartsProducts).toEqual([]);
  });
});
