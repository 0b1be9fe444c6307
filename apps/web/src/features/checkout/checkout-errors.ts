import { cartLineKey } from '@coffee/contracts/cart-line-key';
import type { ApiError } from '@coffee/contracts/common';

/** Where each problem of a refused order is said: beside the step or the line it is about. */
export type CheckoutErrors = {
  address?: string;
  payment?: string;
  coupon?: string;
  /** By line key (`cartLineKey`): "Sold out", "Only 2 left". */
  lines?: Record<string, string>;
  /** About the whole order (an empty cart, the store unreachable): above the place-order button. */
  general?: string;
  /** Cash on delivery to a mobile not yet confirmed: the number to text a code to (beside the payment step). */
  mobile?: string;
};

export type StockLine = { product_id: number; variant_id: number | null; name: string; available: number };

type ErrorWords = {
  networkError: string;
  soldOut: string;
  /** Filled with the number still in stock. */
  onlyLeft: (available: number) => string;
};

function readStockLines(body: unknown): StockLine[] {
  if (typeof body !== 'object' || body === null) return [];
  const { lines } = body as { lines?: unknown };
  if (!Array.isArray(lines)) return [];
  return lines.filter(
    (line): line is StockLine =>
      typeof line === 'object' &&
      line !== null &&
      Number.isInteger((line as StockLine).product_id) &&
      Number.isInteger((line as StockLine).available),
  );
}

/**
 * A refused `POST /orders` as the page shows it. The API words its sentences in the page's language ("You
 * should select address or fill required data first", "You Should to Select Payment", "Invalid Coupon" with
 * its reason); lines over stock (`OUT_OF_STOCK` with `lines`) are named beside those lines.
 */
export function placeCheckoutError(
  result: { status: number; error: ApiError; body?: unknown },
  words: ErrorWords,
): CheckoutErrors {
  const { status, error } = result;
  if (status === 0) return { general: words.networkError };
  switch (error.code) {
    case 'ADDRESS_REQUIRED':
    case 'ADDRESS_NOT_FOUND':
    case 'SHIPPING_UNAVAILABLE':
      return { address: error.message };
    case 'PAYMENT_METHOD_REQUIRED':
    case 'PAYMENT_METHOD_UNAVAILABLE':
      return { payment: error.message };
    case 'MOBILE_NOT_VERIFIED': {
      const { mobile } = (result.body ?? {}) as { mobile?: unknown };
      return {
        payment: error.messages?.[0] ?? error.message,
        ...(typeof mobile === 'string' && { mobile }),
      };
    }
    case 'INVALID_COUPON':
      return { coupon: [error.message, ...(error.messages ?? [])].join(': ') };
    case 'OUT_OF_STOCK': {
      const lines = Object.fromEntries(
        readStockLines(result.body).map((line) => [
          cartLineKey(line),
          line.available > 0 ? words.onlyLeft(line.available) : words.soldOut,
        ]),
      );
      return { lines, general: error.message };
    }
    default:
      return { general: error.message || words.networkError };
  }
}
