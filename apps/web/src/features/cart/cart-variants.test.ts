import type { CartLine } from '@coffee/contracts/cart';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keyOfLine, lineKey, parseStoredCart, serializeCart } from './cart-rules';
import { createCart } from './cart-store';
import { FakeCartServer, line, MemoryStorage, product, variantOf } from './cart-test-support';

// Products sold in variants (grind, size, colour): each variant is a line of its own, with its own price
// and stock, identified by (product id, variant id) in the store, storage, other tabs, the merge and saves.

const KEY = 'cart';
const LOCK_MS = 500;

const beans = product(7, { name: 'Ethiopia Sidamo', price: 25_000, stock: 30 });
const small = variantOf(beans, { id: 71, kind: 'size', name: '250 g' }, { price: 25_000, stock: 5 });
const large = variantOf(beans, { id: 73, kind: 'size', name: '1 kg' }, { price: 90_000, stock: 2 });
const medium = variantOf(beans, { id: 72, kind: 'size', name: '500 g' }, { price: 48_000, stock: 9 });
const kettle = product(3, { price: 60_000, stock: 10 });

function setUp(options: { stored?: string } = {}) {
  const storage = new MemoryStorage();
  if (options.stored !== undefined) storage.setItem(KEY, options.stored);
  const server = new FakeCartServer(new Map([[kettle.id, kettle]]));
  server.addVariants(small, medium, large);
  const cart = createCart();
  cart.configure({ storage, remote: server, storageKey: KEY, lockMs: LOCK_MS });
  const state = () => cart.store.getState();
  const stored = () => JSON.parse(storage.getItem(KEY) ?? 'null');
  const wait = () => vi.advanceTimersByTime(LOCK_MS);
  return { storage, server, cart, state, stored, wait };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('variant lines', () => {
  it('keys a line by product and variant: no variant and a null one are the same plain line', () => {
    expect(lineKey(7, 73)).not.toBe(lineKey(7, null));
    expect(lineKey(7, null)).toBe(lineKey(7, undefined));
    expect(lineKey(73, null)).not.toBe(lineKey(7, 3));
    expect(keyOfLine(line(large, 1))).not.toBe(keyOfLine(line(small, 1)));
    expect(keyOfLine(line(kettle, 1))).toBe(lineKey(3, null));
  });

  it('makes two variants of one product two lines, each at its own price', async () => {
    const { cart, state, wait } = setUp();
    await cart.start('guest');
    expect(await cart.add(small.product, small.variant)).toMatchObject({ ok: true, change: 'added' });
    wait();
    expect(await cart.add(large.product, large.variant)).toMatchObject({ ok: true, change: 'added' });
    wait();
    expect(await cart.add(large.product, large.variant)).toMatchObject({ ok: true, change: 'updated' });
    expect(state().cartsProducts).toEqual([line(small, 1), line(large, 2)]);
    expect(state().sub_total).toBe(25_000 + 2 * 90_000);
    expect(state().totalItems).toBe(3);
  });

  it("bounds each line by its own variant's stock", async () => {
    const { cart, state, wait } = setUp();
    await cart.start('guest');
    await cart.setQuantity(large.product, 2, large.variant);
    wait();
    expect(await cart.add(large.product, large.variant)).toEqual({ ok: false, reason: 'above-stock' });
    // The other size still has room.
    expect(await cart.setQuantity(small.product, 5, small.variant)).toMatchObject({ ok: true });
    wait();
    expect(await cart.add(small.product, small.variant)).toEqual({ ok: false, reason: 'above-stock' });
    const soldOut = variantOf(beans, { id: 74, kind: 'size', name: '2 kg' }, { price: 170_000, stock: 0 });
    expect(await cart.add(soldOut.product, soldOut.variant)).toEqual({ ok: false, reason: 'out-of-stock' });
    expect(state().cartsProducts).toEqual([line(large, 2), line(small, 5)]);
  });

  it('removes one variant and keeps the other', async () => {
    const { cart, state, wait, stored } = setUp();
    await cart.start('guest');
    await cart.add(small.product, small.variant);
    wait();
    await cart.add(large.product, large.variant);
    wait();
    expect(await cart.remove(small.product, small.variant)).toMatchObject({ ok: true, change: 'removed' });
    expect(state().cartsProducts).toEqual([line(large, 1)]);
    expect(stored()).toEqual([line(large, 1)]);
  });

  it('keeps the 500 ms lock across lines of any product or variant', async () => {
    const { cart, state } = setUp();
    await cart.start('guest');
    await cart.add(small.product, small.variant);
    expect(await cart.add(large.product, large.variant)).toEqual({ ok: false, reason: 'locked' });
    vi.advanceTimersByTime(LOCK_MS);
    expect(await cart.add(large.product, large.variant)).toMatchObject({ ok: true, change: 'added' });
    expect(state().cartsProducts).toEqual([line(small, 1), line(large, 1)]);
  });
});

describe('stored and shared variant lines', () => {
  it('stores variant lines and restores them', async () => {
    const first = setUp();
    await first.cart.start('guest');
    await first.cart.add(large.product, large.variant);
    first.wait();
    await first.cart.add(kettle);
    expect(first.stored()).toEqual([line(large, 1), line(kettle, 1)]);

    const second = setUp({ stored: first.storage.getItem(KEY) ?? '' });
    await second.cart.start('guest');
    expect(second.state().cartsProducts).toEqual([line(large, 1), line(kettle, 1)]);
  });

  it('still loads a cart stored before variants, its lines as plain products', async () => {
    const old = JSON.stringify([
      { product: kettle, quantity: 2 },
      { product: { ...beans }, quantity: 1 },
    ]);
    const { cart, state, wait, stored } = setUp({ stored: old });
    await cart.start('guest');
    expect(state().cartsProducts).toEqual([line(kettle, 2), line(beans, 1)]);
    expect(state().sub_total).toBe(2 * 60_000 + 25_000);
    // A variant of the same product is another line beside it.
    wait();
    await cart.add(small.product, small.variant);
    expect(stored()).toEqual([line(kettle, 2), line(beans, 1), line(small, 1)]);
  });

  it('drops stored lines with a broken variant, and a repeated (product, variant)', () => {
    const lines = parseStoredCart(
      JSON.stringify([
        line(large, 1),
        { ...line(small, 1), variant: { id: 'x', kind: 'size', name: '250 g' } },
        { ...line(small, 1), variant: { id: 71, kind: 'weight', name: '250 g' } },
        line(large, 2),
        line(medium, 3),
        { product: beans, quantity: 1 },
        { product: beans, variant: null, quantity: 4 },
      ]),
    );
    expect(lines).toEqual([line(large, 1), line(medium, 3), line(beans, 1)]);
  });

  it("takes another tab's variant lines", async () => {
    const { cart, state } = setUp();
    await cart.start('guest');
    cart.applyStorageChange(KEY, serializeCart([line(small, 2), line(large, 1)]));
    expect(state().cartsProducts).toEqual([line(small, 2), line(large, 1)]);
    expect(state().sub_total).toBe(2 * 25_000 + 90_000);
  });
});

describe('variant lines and the server', () => {
  it('names the variant in each save; plain lines stay {product_id, quantity}', async () => {
    const { cart, server, state, wait } = setUp();
    await cart.start('signed-in');
    await cart.add(large.product, large.variant);
    wait();
    await cart.add(kettle);
    expect(server.calls.at(-1)).toEqual({
      kind: 'save',
      products: [
        { product_id: 7, variant_id: 73, quantity: 1 },
        { product_id: 3, quantity: 1 },
      ],
    });
    expect(state().cartsProducts).toEqual([line(large, 1), line(kettle, 1)]);
  });

  it("hands back only the changed line's adjustment", async () => {
    const { cart, server, wait } = setUp();
    await cart.start('signed-in');
    await cart.setQuantity(small.product, 2, small.variant);
    wait();
    // The 1 kg sold out elsewhere since the page was drawn.
    server.addVariants({ ...large, product: { ...large.product, stock: 1 } });
    const outcome = await cart.setQuantity(large.product, 2, large.variant);
    expect(outcome).toMatchObject({
      ok: true,
      adjustments: [{ product_id: 7, variant_id: 73, quantity: 1, reason: 'capped_at_stock' }],
    });
  });

  it('merges at login by line: the same variant adds up, other variants stay apart', async () => {
    const { cart, server, state } = setUp({
      stored: serializeCart([line(small, 1), line(large, 1)]),
    });
    await cart.start('guest');
    server.lines = [line(large, 1), line(medium, 2)];
    await cart.handleSessionEvent({ type: 'signed-in', merge: true });
    expect(server.calls.at(-1)).toEqual({
      kind: 'save',
      products: [
        { product_id: 7, variant_id: 71, quantity: 1 },
        { product_id: 7, variant_id: 73, quantity: 2 },
        { product_id: 7, variant_id: 72, quantity: 2 },
      ],
    });
    expect(state().cartsProducts).toEqual([line(small, 1), line(large, 2), line(medium, 2)]);
    expect(state().sub_total).toBe(25_000 + 2 * 90_000 + 2 * 48_000);
  });

  it("shows the server's variant_required when an old guest line names no variant", async () => {
    const { cart, server, state } = setUp({
      stored: JSON.stringify([{ product: beans, quantity: 1 }, line(kettle, 1)]),
    });
    await cart.start('guest');
    await cart.handleSessionEvent({ type: 'signed-in', merge: true });
    expect(server.calls.at(-1)).toEqual({
      kind: 'save',
      products: [
        { product_id: 7, quantity: 1 },
        { product_id: 3, quantity: 1 },
      ],
    });
    expect(state().cartsProducts).toEqual([line(kettle, 1)]);
    expect(state().adjustments).toMatchObject([
      { product_id: 7, variant_id: null, quantity: 0, reason: 'variant_required' },
    ]);
  });

  it('reads a server cart that does not speak of variants yet as plain lines', async () => {
    const { cart, server, state, stored } = setUp();
    const withoutVariant: Omit<CartLine, 'variant'> = { product: kettle, quantity: 2 };
    server.lines = [withoutVariant as CartLine];
    await cart.start('signed-in');
    expect(state().cartsProducts).toEqual([line(kettle, 2)]);
    expect(stored()).toEqual([line(kettle, 2)]);
  });
});
