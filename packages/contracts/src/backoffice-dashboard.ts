import { z } from 'zod';
import { dataEnvelope, Piastres } from './common';
import { OrderStatus } from './orders';

/** Below this many items a product or variant is listed as running low. */
export const LOW_STOCK_THRESHOLD = 5;
/** Days in the sales chart, today included. */
export const SALES_CHART_DAYS = 30;

const Sales = z.object({ total: Piastres, orders: z.number().int() });

/**
 * `GET /admin/dashboard` (every order) and `GET /seller/dashboard` (the caller's lines of orders only). Sales
 * count orders placed and not canceled (a card order still awaiting payment is not one yet), by Cairo day:
 * in the back office the orders' totals, for a seller its lines' totals.
 */
export const Dashboard = z.object({
  today: Sales,
  month: Sales,
  by_status: z.array(z.object({ status: OrderStatus, label: z.string(), count: z.number().int() })),
  waiting: z
    .array(
      z.object({
        number: z.string(),
        status: OrderStatus,
        status_label: z.string(),
        placed_at: z.string(),
        total: Piastres,
      }),
    )
    .describe('Open orders, the longest waiting first (at most 8)'),
  low_stock: z.array(
    z.object({
      product_id: z.number().int(),
      variant_id: z.number().int().nullable(),
      name: z.string(),
      stock: z.number().int(),
    }),
  ),
  chart: z
    .array(z.object({ day: z.string(), total: Piastres, orders: z.number().int() }))
    .describe('The last 30 Cairo days, oldest first, days without sales included'),
});
export type Dashboard = z.infer<typeof Dashboard>;
export const DashboardResponse = dataEnvelope(Dashboard);
