import { z } from 'zod';
import { SingleLineText } from './auth';
import { PaymentMethodId } from './checkout';
import { dataEnvelope, Piastres } from './common';
import { OrderAddress } from './orders';

/** Invoice numbers, gapless per Cairo year: INV-2026-000001; credit notes CN-2026-000001. */
export const InvoiceNumber = z
  .string()
  .regex(/^INV-\d{4}-\d{6,}$/)
  .describe('e.g. INV-2026-000001');
export const CreditNoteNumber = z
  .string()
  .regex(/^CN-\d{4}-\d{6,}$/)
  .describe('e.g. CN-2026-000001');

export const CreditNoteReason = z.enum(['order_canceled', 'return']);
export type CreditNoteReason = z.infer<typeof CreditNoteReason>;

export const InvoiceLine = z.object({
  name: z.string(),
  variant_name: z.string().nullable(),
  seller: z.string().describe('The seller of the line, as named when the invoice was issued'),
  quantity: z.number().int(),
  list_price: Piastres.describe('Per unit, before the sale (the unit price when not on sale)'),
  unit_price: Piastres.describe('Per unit, as paid'),
  discount: Piastres.describe('The sale’s discount on the line: (list price − unit price) × quantity'),
  line_total: Piastres.describe('unit price × quantity'),
});
export type InvoiceLine = z.infer<typeof InvoiceLine>;

export const CreditNote = z.object({
  number: CreditNoteNumber,
  issued_at: z.string(),
  reason: CreditNoteReason,
  total: Piastres.describe('Credited, VAT included'),
  vat_included: Piastres,
});
export type CreditNote = z.infer<typeof CreditNote>;

/**
 * `GET /orders/{number}/invoice` (the buyer) and `GET /admin/orders/{number}/invoice` (staff): the tax invoice
 * as it was issued (lines, sellers, store and buyer frozen then), in the request's language, with the credit
 * notes issued against it. Prices include VAT: `vat_included` = total × rate / (100 + rate), to the piastre.
 */
export const Invoice = z.object({
  number: InvoiceNumber,
  issued_at: z.string(),
  order_number: z.string(),
  order_date: z.string(),
  store: z.object({ name: z.string(), address: z.string(), tax_registration_number: z.string() }),
  buyer: z.object({ name: z.string(), email: z.string(), address: OrderAddress }),
  items: z.array(InvoiceLine),
  subtotal: Piastres.describe('Σ line totals'),
  sale_discount: Piastres.describe('Σ line discounts (already out of the line totals)'),
  coupon_discount: Piastres,
  coupon_code: z.string().nullable(),
  delivery: Piastres,
  cod_fee: Piastres.describe('The cash-on-delivery fee, its own line (0: none)'),
  total: Piastres.describe('VAT included: subtotal − coupon discount + delivery + cash-on-delivery fee'),
  vat_rate: z.number().int().describe('Percent'),
  vat_included: Piastres,
  wallet_amount: Piastres.describe('Paid from the store wallet'),
  payment_method: PaymentMethodId,
  by_method: Piastres.describe('Paid (or due on delivery) by the payment method: total − wallet amount'),
  credit_notes: z.array(CreditNote).describe('Oldest first'),
});
export type Invoice = z.infer<typeof Invoice>;
export const InvoiceResponse = dataEnvelope(Invoice);

/** `GET /admin/invoice-settings`: what invoices print about the store, and the VAT rate prices include. */
export const InvoiceSettings = z.object({
  legal_name_en: z.string(),
  legal_name_ar: z.string(),
  address_en: z.string(),
  address_ar: z.string(),
  tax_registration_number: z.string(),
  vat_rate: z.number().int(),
});
export type InvoiceSettings = z.infer<typeof InvoiceSettings>;
export const InvoiceSettingsResponse = dataEnvelope(InvoiceSettings);

/** `PUT /admin/invoice-settings` (admins): counts from the next invoice; issued ones keep what they say. */
export const InvoiceSettingsBody = z.strictObject({
  legal_name_en: SingleLineText.trim().min(2).max(120),
  legal_name_ar: SingleLineText.trim().min(2).max(120),
  address_en: SingleLineText.trim().min(5).max(200),
  address_ar: SingleLineText.trim().min(5).max(200),
  tax_registration_number: z
    .string()
    .trim()
    .regex(/^[0-9][0-9-]{5,18}[0-9]$/)
    .describe('Digits, dashes allowed: 123-456-789'),
  vat_rate: z.number().int().min(0).max(99),
});
export type InvoiceSettingsBody = z.input<typeof InvoiceSettingsBody>;
