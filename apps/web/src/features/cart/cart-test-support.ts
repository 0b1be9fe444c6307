import type {
  Cart,
  CartAdjustment,
  CartItemInput,
  CartLine,
  CartProduct,
  CartVariant,
} from '@coffee/contracts/cart';
import { type CartItem, computeDetails } from './cart-rules';
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

/**
 * One variant of a product as the cart holds it: the product's name and pictures with the variant's price
 * and stock (as the product page hands it to the cart and the API answers it).
 */
export function variantOf(
  base: CartProduct,
  variant: CartVariant,
  offer: Pick<CartProduct, 'price' | 'stock'> & Partial<Pick<CartProduct, 'beforeDiscount'>>,
): CartItem {
  return { product: { ...base, beforeDiscount: null, ...offer }, variant };
}

/** A line of a plain product, or of a variant (`variantOf`). */
export function line(item: CartProduct | CartItem, quantity: number): CartLine {
  return 'product' in item ? { ...item, quantity } : { product: item, variant: null, quantity };
}

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
 * The account's cart as the API keeps it: whole-cart saves replace it, quantities are capped at the stock of
 * the product or variant (reported in `adjustments`), prices come from the catalog, and a product sold in
 * variants is dropped when no variant is named. Records every call; `hold()` keeps the next answers back
 * until `release()`, `failNext()` answers the next call with an error.
 */
export class FakeCartServer implements CartRemote {
  readonly calls: Call[] = [];
  lines: CartLine[] = [];
  /** Variants on sale, by variant id. */
  readonly variants = new Map<number, CartItem>();
  private held: (() => void)[] | null = null;
  private failing = false;

  /** `catalog`: the plain products on sale, by id. */
  constructor(readonly catalog: Map<number, CartProduct>) {}

  addVariants(...items: CartItem[]) {
    for (const item of items) if (item.variant) this.variants.set(item.variant.id, item);
  }

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
        const adjust = (reason: CartAdjustment['reason'], quantity: number) =>
          adjustments.push({
            product_id: item.product_id,
            variant_id: item.variant_id ?? null,
            requested: item.quantity,
            quantity,
            reason,
          });
        const known = this.find(item);
        if (!known) {
          adjust(this.isSoldInVariants(item.product_id) ? 'variant_required' : 'unavailable', 0);
          return [];
        }
        const quantity = Math.min(item.quantity, known.product.stock);
        if (quantity < item.quantity) adjust('capped_at_stock', quantity);
        return quantity > 0 ? [{ ...known, quantity }] : [];
      });
      return this.toCart(
        adjustments.map((item) => ({ ...item, message: `${item.reason} ${item.product_id}` })),
      );
    });
  }

  private find(item: CartItemInput): CartItem | undefined {
    if (item.variant_id) {
      const known = this.variants.get(item.variant_id);
      return known?.product.id === item.product_id ? known : undefined;
    }
    if (this.isSoldInVariants(item.product_id)) return undefined;
    const product = this.catalog.get(item.product_id);
    return product ? { product, variant: null } : undefined;
  }

  private isSoldInVariants(productId: number): boolean {
    return [...this.variants.values()].some((item) => item.product.id === productId);
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
