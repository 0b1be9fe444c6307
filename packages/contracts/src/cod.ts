import { z } from 'zod';
import { EgyptianMobile, MultilineText, OtpCode } from './auth';
import { dataEnvelope, Piastres } from './common';

/**
 * Cash on delivery's checks (docs/decisions/0036): the first cash order to a mobile asks for a code texted to
 * it, once per number and account. `POST /orders` with cash on delivery to a number not yet confirmed answers
 * 422 `MOBILE_NOT_VERIFIED` with `mobile`; the page asks for a code, confirms it and places the order again.
 */
export const MobileCodeBody = z.strictObject({
  mobile: EgyptianMobile.describe('The delivery mobile, any Egyptian form; answered in E.164 (+201…)'),
});
export type MobileCodeBody = z.input<typeof MobileCodeBody>;

export const MobileVerifyBody = z.strictObject({ mobile: EgyptianMobile, code: OtpCode });
export type MobileVerifyBody = z.input<typeof MobileVerifyBody>;

export const MobileCheck = z.object({
  mobile: z.string().describe('E.164'),
  verified: z.boolean(),
  message: z.string().describe('What happened, localized'),
});
export type MobileCheck = z.infer<typeof MobileCheck>;
export const MobileCheckResponse = dataEnvelope(MobileCheck);

/** `GET /admin/customers/{id}/cod-refusals`: refused cash deliveries on record for a shopper. */
export const AdminCodRefusal = z.object({
  order_id: z.number().int(),
  own: z.boolean().describe('Recorded against this account (else another account, on one of its mobiles)'),
  order_number: z.string(),
  mobile: z.string().nullable(),
  source: z.enum(['courier', 'staff']),
  amount: Piastres,
  created_at: z.string(),
  cleared_at: z.string().nullable(),
});
export type AdminCodRefusal = z.infer<typeof AdminCodRefusal>;
/** One of the shopper's mobiles (the account's, a saved address's, a confirmed one) and the refusals against it. */
export const AdminCodMobile = z.object({
  mobile: z.string().describe('E.164'),
  refusals: z.number().int().describe('Refusals not cleared recorded against this number, by any account'),
  counting: z
    .number()
    .int()
    .describe('What checkout counts for a delivery to it: the account’s or the number’s'),
  cod_offered: z.boolean().describe('Whether a cash order to this number is offered'),
});
export type AdminCodMobile = z.infer<typeof AdminCodMobile>;
/** A cash order of the shopper's staff may mark refused (sent, not delivered, not marked yet). */
export const AdminRefusableOrder = z.object({
  number: z.string(),
  status: z.string(),
  status_label: z.string(),
  created_at: z.string(),
});
export type AdminRefusableOrder = z.infer<typeof AdminRefusableOrder>;
export const AdminCodRefusals = z.object({
  counting: z
    .number()
    .int()
    .describe(
      'Refusals that count now at the checkout where they count most (the account’s with a mobile’s), cleared ones left out',
    ),
  account: z.number().int().describe('Refusals not cleared recorded against the account itself'),
  limit: z.number().int().describe('From this many refusals, cash on delivery is not offered'),
  cod_offered: z
    .boolean()
    .describe('Whether cash on delivery is offered to this shopper now, whichever of their mobiles'),
  mobiles: z.array(AdminCodMobile),
  refusals: z.array(AdminCodRefusal).describe('The account’s refusals, and others’ against its mobiles'),
  refusable_orders: z.array(AdminRefusableOrder).describe('The latest 20 cash orders staff may mark refused'),
});
export type AdminCodRefusals = z.infer<typeof AdminCodRefusals>;
export const AdminCodRefusalsResponse = dataEnvelope(AdminCodRefusals);

/** `POST /admin/orders/{number}/cod-refusal` and `POST /admin/customers/{id}/cod-refusals/clear`: why (audited). */
export const CodRefusalNoteBody = z.strictObject({ note: MultilineText.trim().max(500).optional() });
