import { z } from 'zod';
import { MultilineText, SingleLineText } from './auth';
import { dataEnvelope, LangQuery, PageQuery, Piastres, pageEnvelope } from './common';
import { OrderListItem } from './orders';

/** `GET /admin/customers`: `q` matches a name, an email, a mobile (any form) or the id. */
export const AdminCustomersQuery = LangQuery.extend({
  q: SingleLineText.trim().max(100).optional(),
  page: PageQuery.shape.page,
  per_page: z.coerce.number().int().min(1).max(100).default(25),
});

export const AdminCustomer = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  mobile: z.string().describe('E.164'),
  created_at: z.string(),
  blocked: z.boolean(),
  orders_count: z.number().int(),
  wallet_balance: Piastres,
});
export type AdminCustomer = z.infer<typeof AdminCustomer>;
export const AdminCustomersResponse = pageEnvelope(AdminCustomer);

/** One customer in full: their addresses, latest orders and wallet movements. */
export const AdminCustomerDetail = AdminCustomer.extend({
  addresses: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      lines: z.string().describe('Street, area, city, governorate, in the request language'),
      recipient_name: z.string().nullable(),
      mobile: z.string().nullable(),
      is_primary: z.boolean(),
    }),
  ),
  orders: z.array(OrderListItem).describe('The latest 20'),
  wallet_transactions: z
    .array(
      z.object({
        amount: z.number().int(),
        kind: z.string(),
        description: z.string(),
        created_at: z.string(),
      }),
    )
    .describe('The latest 20'),
});
export type AdminCustomerDetail = z.infer<typeof AdminCustomerDetail>;
export const AdminCustomerResponse = dataEnvelope(AdminCustomerDetail);

/**
 * `POST /admin/customers/{id}/wallet` (admins): credit (positive) or debit (negative) piastres with a reason
 * the customer sees in their wallet history. Needs an `Idempotency-Key` header: the same key again is applied
 * once. A debit beyond the balance is a 422 WALLET_INSUFFICIENT.
 */
export const WalletAdjustmentBody = z.strictObject({
  amount: z
    .number()
    .int()
    .min(-100_000_000)
    .max(100_000_000)
    .refine((value) => value !== 0),
  reason: MultilineText.trim().min(3).max(200),
});
export type WalletAdjustmentBody = z.infer<typeof WalletAdjustmentBody>;

/** `POST /admin/customers/{id}/block`: block (their sessions end at once) or unblock, with an optional note. */
export const BlockCustomerBody = z.strictObject({
  blocked: z.boolean(),
  note: MultilineText.trim().max(500).optional(),
});
