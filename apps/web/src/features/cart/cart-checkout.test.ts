import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCart } from './cart-store';
import { FakeCartServer, line, MemoryStorage, product } from './cart-test-support';

// What the checkout and the order pages do with the page's cart: priced figures, an order placed, a reorder.

const KEY = 'cart';
const coffee = product(1, { price: 25_000, beforeDiscount: 30_000, stock: 3 });
const kettle = product(3, { price: 60_000, stock: 10 });

function setUp() {
  const storage = new MemoryStorage();
  const server = new FakeCartServer(new Map([coffee, kettle].map((item) => [item.id, item])));
  const cart = createCart();
  cart.configure({ storage, remote: server, storageKey: KEY, lockMs: 500 });
  return { storage, server, cart, state: () => cart.store.getState() };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the cart at checkout', () => {
  it('takes the summary’s figures until its lines change again', async () => {
    const { cart, server, state } = setUp();
    server.lines = [line(coffee, 2)];
    await cart.start('signed-in');
    cart.applySummary({
      sub_total: 60_000,
      total: 50_500,
      totalItems: 2,
      delivery_charge: 4_500,
      walletAmount: 0,
      discount: 14_000,
      saleDiscount: 10_000,
    });
    expect(state()).toMatchObject({
      sub_total: 60_000,
      total: 50_500,
      delivery_charge: 4_500,
      discount: 14_000,
    });
    expect(state().cartsProducts).toEqual([line(coffee, 2)]);

    await cart.add(kettle);
    // The server's answer to the change replaces the summary's figures (the fake's delivery is 5 000).
    // The coffee is on sale (300 → 250): sub_total at list prices, the sale its discount, the coupon gone.
    expect(state()).toMatchObject({
      sub_total: 2 * 30_000 + 60_000,
      discount: 2 * 5_000,
      saleDiscount: 2 * 5_000,
      total: 2 * 25_000 + 60_000,
      delivery_charge: 5_000,
    });
  });

  it('reads the account’s cart again after an order emptied it on the server', async () => {
    const { cart, server, state, storage } = setUp();
    server.lines = [line(coffee, 1), line(kettle, 1)];
    await cart.start('signed-in');
    server.lines = [];
    await cart.reload();
    expect(state().cartsProducts).toEqual([]);
    expect(JSON.parse(storage.getItem(KEY) ?? 'null')).toEqual([]);
  });

  it('does not reach for a server cart a guest does not have', async () => {
    const { cart, server } = setUp();
    await cart.start('guest');
    await cart.reload();
    expect(server.calls).toEqual([]);
  });

  it('takes a reorder’s cart as the server answered it', async () => {
    const { cart, server, state } = setUp();
    await cart.start('signed-in');
    cart.applyServerCart({
      items: [line(kettle, 2)],
      details: {
        sub_total: 120_000,
        total: 120_000,
        totalItems: 2,
        delivery_charge: 0,
        walletAmount: 0,
        discount: 0,
        saleDiscount: 0,
      },
      adjustments: [],
    });
    expect(state().cartsProducts).toEqual([line(kettle, 2)]);
    expect(state().totalItems).toBe(2);
    expect(server.calls).toEqual([{ kind: 'load' }]);
  });
});
