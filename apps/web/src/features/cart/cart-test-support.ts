import type { Cart, CartAdjustment, CartItemInput, CartLine, CartProduct } from '@coffee/contracts/cart';
import { computeDetails } from './cart-rules';
import type { CartRemote, RemoteResult, StorageLike } from './cart-store';

// Test doubles of what lies outside the cart: the browser's storage and the server boundary. The store
// under test is always the real one.

export function product(id: number, overrides: Partial<CartProduct> = {}): CartProduct {
  return {
    id,
    name: `Product ${id}`,
    price: 10_000 * id,
    beforeDiscount: null,
    images: [],
    stock: 5,
    ...overrides,
  };
}

export const line = (item: CartProduct, quantity: number): CartLine => ({ product: item, quantity });

/** localStorage in memory, counting writes. */
export class MemoryStorage implements StorageLike {
  readonly items = new Map<string, string>();
  writes = 0;
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.writes += 1;
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.writes += 1;
    this.items.delete(key);
  }
}

type Call = { kind: 'load' } | { kind: 'save'; products: CartItemInput[] };

/**
 * The account's cart as the API keeps it: whole-cart saves replace it, quantities are capped at the
 * catalog's stock (reported in `adjustments`), and prices come from the catalog. Records every call; `hold()`
 * keeps the next answers back until `release()`, `failNext()` answers the next call with an error.
 */
export class FakeCartServer implements CartRemote {
  readonly calls: Call[] = [];
  lines: CartLine[] = [];
  private held: (() => void)[] | null = null;
  private failing = false;

  constructor(readonly catalog: Map<number, CartProduct>) {}

  hold() {
    this.held = [];
  }

  release() {
    const waiting = this.held ?? [];
    this.held = null;
    for (const resume of waiting) resume();
  }

  failNext() {
    this.failing = true;
  }

  async load(): Promise<RemoteResult<Cart>> {
    this.calls.push({ kind: 'load' });
    return this.answer(() => this.toCart([]));
  }

  async save(body: { products: CartItemInput[] }): Promise<RemoteResult<Cart>> {
    this.calls.push({ kind: 'save', products: body.products });
    return this.answer(() => {
      const adjustments: Omit<CartAdjustment, 'message'>[] = [];
      this.lines = body.products.flatMap((item) => {
        const known = this.catalog.get(item.product_id)!;
        const quantity = Math.min(item.quantity, known.stock);
        if (quantity < item.quantity) {
          adjustments.push({
            product_id: known.id,
            requested: item.quantity,
            quantity,
            reason: 'capped_at_stock',
          });
        }
        return quantity > 0 ? [{ product: known, quantity }] : [];
      });
      return this.toCart(adjustments.map((item) => ({ ...item, message: `capped ${item.product_id}` })));
    });
  }

  private toCart(adjustments: CartAdjustment[]): Cart {
    // Server-side figures differ from local ones in delivery, so a test can tell whose figures it sees.
    return {
      items: this.lines,
      details: { ...computeDetails(this.lines), delivery_charge: 5_000 },
      adjustments,
    };
  }

  private async answer(make: () => Cart): Promise<RemoteResult<Cart>> {
    if (this.held) await new Promise<void>((resume) => this.held?.push(resume));
    if (this.failing) {
      this.failing = false;
      return { ok: false, status: 503, error: { message: 'down', code: 'API_UNREACHABLE' } };
    }
    return { ok: true, data: make() };
  }
}
