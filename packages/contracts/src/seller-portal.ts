import { z } from 'zod';
import { dataEnvelope, Id, LangQuery, PageQuery, Piastres, pageEnvelope } from './common';
import { OrderStatus } from './orders';

/**
 * `GET /seller/order-lines`: the caller's lines of orders the store has accepted, oldest first. `to_prepare`
 * (default): not yet marked ready, in orders still at ACCEPT or PREPARE; `ready`: marked ready; `all`.
 */
export const SellerLinesQuery = LangQuery.extend({
  state: z.enum(['to_prepare', 'ready', 'all']).default('to_prepare'),
  page: PageQuery.shape.page,
  per_page: z.coerce.number().int().min(1).max(100).default(50),
});

/** What a seller needs to prepare a line, and nothing more about the shopper than the order's number. */
export const SellerLine = z.object({
  id: z.number().int(),
  order_number: z.string(),
  order_status: OrderStatus,
  order_status_label: z.string(),
  ordered_at: z.string(),
  name: z.string(),
  variant_name: z.string().nullable(),
  quantity: z.number().int(),
  line_total: Piastres,
  ready_at: z.string().nullable(),
});
export type SellerLine = z.infer<typeof SellerLine>;
export const SellerLinesResponse = pageEnvelope(SellerLine);
export const SellerLineResponse = dataEnvelope(SellerLine);
export const SellerLineParams = z.object({ id: Id });

/** `GET /seller/sales`: the caller's delivered sales (goods at the price paid), this month and in all. */
export const SellerSales = z.object({
  month: z.object({ total: Piastres, items: z.number().int(), orders: z.number().int() }),
  all_time: z.object({ total: Piastres, items: z.number().int(), orders: z.number().int() }),
  open: z
    .object({ items: z.number().int(), orders: z.number().int() })
    .describe('Accepted, not yet delivered'),
});
export type SellerSales = z.infer<typeof SellerSales>;
export const SellerSalesResponse = dataEnvelope(SellerSales);
