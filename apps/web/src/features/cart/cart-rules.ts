import type { CartDetails, CartItemInput, CartLine, CartProduct } from '@coffee/contracts/cart';

// The cart's rules (spec §4) as pure functions over lines: the store applies them, the tests read them.
// Only types come from the contracts, so the browser bundle never carries zod.

/** The figures of a cart that no summary has priced yet: total = sub_total, no delivery, wallet or discount. */
export function computeDetails(lines: readonly CartLine[]): CartDetails {
  const subTotal = lines.reduce((sum, line) => sum + line.product.price * line.quantity, 0);
  return {
    sub_total: subTotal,
    total: subTotal,
    totalItems: lines.reduce((sum, line) => sum + line.quantity, 0),
    delivery_charge: 0,
    walletAmount: 0,
    discount: 0,
  };
}

export const EMPTY_DETAILS: CartDetails = computeDetails([]);

export const findLine = (lines: readonly CartLine[], productId: number): CartLine | undefined =>
  lines.find((line) => line.product.id === productId);

export const getQuantity = (lines: readonly CartLine[], productId: number): number =>
  findLine(lines, productId)?.quantity ?? 0;

/** Stock of 0 or less: the out-of-stock label, and no way to add it. */
export const isOutOfStock = (product: Pick<CartProduct, 'stock'>): boolean => product.stock <= 0;

/** The increase button shows below stock only; the decrease button above 0 only. */
export const canIncrease = (quantity: number, stock: number): boolean => quantity < stock;
export const canDecrease = (quantity: number): boolean => quantity > 0;

/**
 * The lines after setting one product's quantity: a new product is appended, a known one keeps its place,
 * 0 (or less) removes it. The caller has checked stock.
 */
export function withQuantity(lines: readonly CartLine[], product: CartProduct, quantity: number): CartLine[] {
  if (quantity <= 0) return lines.filter((line) => line.product.id !== product.id);
  if (!findLine(lines, product.id)) return [...lines, { product, quantity }];
  return lines.map((line) => (line.product.id === product.id ? { product: line.product, quantity } : line));
}

/**
 * The guest cart joined to the account's after a login: quantities of products in both are added (with the
 * server's fresher product data), the account's other lines are appended after the guest's.
 */
export function mergeCarts(local: readonly CartLine[], server: readonly CartLine[]): CartLine[] {
  const fromServer = new Map(server.map((line) => [line.product.id, line]));
  const merged = local.map((line) => {
    const same = fromServer.get(line.product.id);
    return same ? { product: same.product, quantity: line.quantity + same.quantity } : line;
  });
  const localIds = new Set(local.map((line) => line.product.id));
  return [...merged, ...server.filter((line) => !localIds.has(line.product.id))];
}

/** The whole-cart form of `POST /shopping-cart`. */
export const toCartBody = (lines: readonly CartLine[]): { products: CartItemInput[] } => ({
  products: lines.map((line) => ({ product_id: line.product.id, quantity: line.quantity })),
});

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
const isInt = (value: unknown): value is number => Number.isInteger(value);

function isCartLine(value: unknown): value is CartLine {
  if (!isRecord(value) || !isInt(value.quantity) || value.quantity < 1) return false;
  const { product } = value;
  return (
    isRecord(product) &&
    isInt(product.id) &&
    typeof product.name === 'string' &&
    isInt(product.price) &&
    (product.beforeDiscount === null || isInt(product.beforeDiscount)) &&
    Array.isArray(product.images) &&
    product.images.every((image) => typeof image === 'string') &&
    isInt(product.stock)
  );
}

/**
 * The stored copy (localStorage `cart`), read defensively: it may come from an older version of the site or
 * have been edited by hand. Lines that do not look like lines are dropped, as is a repeated product.
 */
export function parseStoredCart(raw: string | null): CartLine[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const seen = new Set<number>();
  return value.filter((line): line is CartLine => {
    if (!isCartLine(line) || seen.has(line.product.id)) return false;
    seen.add(line.product.id);
    return true;
  });
}

export const serializeCart = (lines: readonly CartLine[]): string => JSON.stringify(lines);
