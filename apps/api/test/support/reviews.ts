import type { ProductDetail } from '@coffee/contracts/catalog';
import type { AdminReview, MyReviewState, ReviewDecisionBody } from '@coffee/contracts/reviews';
import { expect } from 'vitest';
import { type AccountsContext, call } from './accounts.js';
import { backofficeOf, placeOrder } from './backoffice.js';
import type { Buyer } from './checkout.js';
import type { TestProduct } from './shopping.js';

const TO_DELIVERED = ['ACCEPT', 'PREPARE', 'READY_TO_SHIP', 'WITH_COURIER', 'DELIVERED'] as const;

/** An order of these products for the buyer (a new one by default), moved by staff up to `until`. */
export async function orderedBy(
  ctx: AccountsContext,
  staffToken: string,
  products: TestProduct[],
  options: { buyer?: Buyer; until?: (typeof TO_DELIVERED)[number] } = {},
) {
  const placed = await placeOrder(
    ctx,
    products.map((product) => [product, 1]),
    options.buyer ? { buyer: options.buyer } : {},
  );
  const until = options.until ?? 'DELIVERED';
  for (const status of TO_DELIVERED.slice(0, TO_DELIVERED.indexOf(until) + 1)) {
    expect((await backofficeOf(() => ctx, staffToken).move(placed.order.number, status)).status).toBe(200);
  }
  return placed;
}

/** A shopper's review calls on one product, in one language. */
export function reviewsOf(ctx: AccountsContext, token: string | undefined, lang = 'en-US') {
  return {
    state: (productId: number) =>
      call<{ data: MyReviewState }>(ctx.app, 'GET', `/products/${productId}/review`, {
        token,
        query: { lang },
      }),
    write: (productId: number, body: unknown) =>
      call<{ data: MyReviewState }>(ctx.app, 'POST', `/products/${productId}/review`, {
        token,
        query: { lang },
        body,
      }),
    edit: (productId: number, body: unknown) =>
      call<{ data: MyReviewState }>(ctx.app, 'PUT', `/products/${productId}/review`, {
        token,
        query: { lang },
        body,
      }),
  };
}

/** The back office's review queue, as one person. */
export function moderationOf(ctx: AccountsContext, token: string, lang = 'en-US') {
  return {
    list: (query: Record<string, string> = {}) =>
      call<{ data: AdminReview[]; meta: { total: number } }>(ctx.app, 'GET', '/admin/reviews', {
        token,
        query: { lang, ...query },
      }),
    decide: (reviewId: number, body: ReviewDecisionBody) =>
      call<{ data: AdminReview }>(ctx.app, 'POST', `/admin/reviews/${reviewId}/decision`, {
        token,
        query: { lang },
        body,
      }),
  };
}

/** The product page as a shopper reads it. */
export async function productPage(ctx: AccountsContext, productId: number, lang = 'en-US') {
  const page = await call<{ data: ProductDetail }>(ctx.app, 'GET', `/product/${productId}`, {
    query: { lang },
  });
  expect(page.status).toBe(200);
  return page.body.data;
}
