import type { CartDetails, CartItemInput, CartLine, CartProduct, CartVariant } from '@coffee/contracts/cart';
import { cartFigures } from '@coffee/contracts/cart-figures';
import { cartLineKey } from '@coffee/contracts/cart-line-key';

// The cart's rules (spec §4) as pure functions over lines: the store applies them, the tests read them.
// Only types come from the contracts, so the browser bundle never carries zod.

/**
 * What goes into the cart: a product and, for a product sold in variants (grind, size, colour), the chosen
 * one. On a variant's line `product.price`, `beforeDiscount` and `stock` are the variant's.
 */
export type CartItem = Pick<CartLine, 'product' | 'variant'>;

/** What identifies a line: its product and its variant (or none), as the API keys it. */
export const lineKey = (productId: number, variantId: number | null | undefined): string =>
  cartLineKey({ product_id: productId, variant_id: variantId });

export const keyOfLine = (line: CartItem): string => lineKey(line.product.id, line.variant?.id);

/** Keeps the lines' other fields; a line from a server or a stored copy older than variants gets `null`. */
const withVariant = (line: CartLine): CartLine =>
  line.variant === undefined ? { ...line, variant: null } : line;

/** The lines as a server answer (or an API not yet speaking of variants) gives them, `variant` always set. */
export const normalizeLines = (lines: readonly CartLine[]): CartLine[] => lines.map(withVariant);

/** The figures of a cart that no summary has priced yet: its lines' (spec §4 mapping, no delivery or wallet). */
export function computeDetails(lines: readonly CartLine[]): CartDetails {
  return cartFigures(lines);
}

export const EMPTY_DETAILS: CartDetails = computeDetails([]);

export const findLine = (lines: readonly CartLine[], key: string): CartLine | undefined =>
  lines.find((line) => keyOfLine(line) === key);

export const getQuantity = (lines: readonly CartLine[], key: string): number =>
  findLine(lines, key)?.quantity ?? 0;

/** Stock of 0 or less: the out-of-stock label, and no way to add it. */
export const isOutOfStock = (product: Pick<CartProduct, 'stock'>): boolean => product.stock <= 0;

/** The increase button shows below stock only; the decrease button above 0 only. */
export const canIncrease = (quantity: number, stock: number): boolean => quantity < stock;
export const canDecrease = (quantity: number): boolean => quantity > 0;

/**
 * The lines after setting one line's quantity: a new (product, variant) is appended, a known one keeps its
 * place, 0 (or less) removes it. The caller has checked stock.
 */
export function withQuantity(lines: readonly CartLine[], item: CartItem, quantity: number): CartLine[] {
  const key = keyOfLine(item);
  if (quantity <= 0) return lines.filter((line) => keyOfLine(line) !== key);
  if (!findLine(lines, key)) return [...lines, { product: item.product, variant: item.variant, quantity }];
  return lines.map((line) => (keyOfLine(line) === key ? { ...line, quantity } : line));
}

/**
 * The guest cart joined to the account's after a login: quantities of lines in both (same product, same
 * variant) are added, with the server's fresher product data; the account's other lines are appended after
 * the guest's. Two variants of one product stay two lines.
 */
export function mergeCarts(local: readonly CartLine[], server: readonly CartLine[]): CartLine[] {
  const fromServer = new Map(server.map((line) => [keyOfLine(line), line]));
  const merged = local.map((line) => {
    const same = fromServer.get(keyOfLine(line));
    return same ? { ...same, quantity: line.quantity + same.quantity } : line;
  });
  const localKeys = new Set(local.map(keyOfLine));
  return [...merged, ...server.filter((line) => !localKeys.has(keyOfLine(line)))];
}

/**
 * The whole-cart form of `POST /shopping-cart`. A plain product's line stays the spec's
 * `{product_id, quantity}`; a variant's line names it in `variant_id`.
 */
export const toCartBody = (lines: readonly CartLine[]): { products: CartItemInput[] } => ({
  products: lines.map((line) =>
    line.variant
      ? { product_id: line.product.id, variant_id: line.variant.id, quantity: line.quantity }
      : { product_id: line.product.id, quantity: line.quantity },
  ),
});

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
const isInt = (value: unknown): value is number => Number.isInteger(value);
const VARIANT_KINDS: readonly unknown[] = ['grind', 'size', 'color'] satisfies CartVariant['kind'][];

function isCartProduct(product: unknown): product is CartProduct {
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

/** A stored variant: absent (a copy from before variants) or null for a plain product, else a whole one. */
function isStoredVariant(variant: unknown): boolean {
  if (variant === undefined || variant === null) return true;
  return (
    isRecord(variant) &&
    isInt(variant.id) &&
    VARIANT_KINDS.includes(variant.kind) &&
    typeof variant.name === 'string'
  );
}

function isStoredLine(value: unknown): value is CartLine {
  return (
    isRecord(value) &&
    isInt(value.quantity) &&
    value.quantity >= 1 &&
    isCartProduct(value.product) &&
    isStoredVariant(value.variant)
  );
}

/**
 * The stored copy (localStorage `cart`), read defensively: it may come from an older version of the site
 * (lines without `variant` are plain products' lines) or have been edited by hand. Lines that do not look
 * like lines are dropped, as is a repeated (product, variant).
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
  const seen = new Set<string>();
  return normalizeLines(value.filter(isStoredLine)).filter((line) => {
    const key = keyOfLine(line);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export const serializeCart = (lines: readonly CartLine[]): string => JSON.stringify(lines);
