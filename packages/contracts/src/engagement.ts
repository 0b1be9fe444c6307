import { z } from 'zod';
import { EgyptianMobile, Email, MultilineText, PersonName, SingleLineText } from './auth';
import { dataEnvelope } from './common';

/** The spec lowercases the address before sending; the API does too, so no client can store two spellings. */
export const NewsletterBody = z
  .object({ email: z.string().trim().toLowerCase().pipe(z.email().max(254)) })
  .strict();
export type NewsletterBody = z.input<typeof NewsletterBody>;
/**
 * `POST /newsletter` (202): the same whether the address is new, waiting or subscribed; the mail says which.
 * `POST /newsletter/confirm` (200): the address the link confirmed.
 */
export const NewsletterResponse = dataEnvelope(z.object({ email: z.string(), message: z.string() }));

/** `POST /newsletter/confirm`: the token of the emailed link. */
export const NewsletterConfirmBody = z.strictObject({ token: z.string().trim().min(20).max(100) });

/** `website` is a honeypot: hidden from people, filled in by bots; a message that fills it is dropped. */
export const ContactBody = z
  .object({
    full_name: PersonName,
    email: Email,
    subject: SingleLineText.trim().min(2).max(120),
    notes: MultilineText.trim().min(10).max(2000),
    website: z.string().max(200).optional(),
  })
  .strict();
export type ContactBody = z.input<typeof ContactBody>;
export const ContactResponse = dataEnvelope(z.object({ message: z.string() }));

/** `GET /store-contact`: how shoppers reach the store, in the request's language; null: not given. */
export const StoreContact = z.object({
  phone: z.string().nullable().describe('As the store writes it; dial it as is'),
  whatsapp: z.string().nullable().describe('E.164, e.g. +201001234567'),
  address: z.string().nullable(),
});
export type StoreContact = z.infer<typeof StoreContact>;
export const StoreContactResponse = dataEnvelope(StoreContact);

/** Partner documents: judged by their bytes, at most 5 MB each. */
export const PARTNER_FILE_MAX_BYTES = 5 * 1024 * 1024;
export const PARTNER_FILE_TYPES = ['jpg', 'jpeg', 'png', 'pdf'] as const;
export const PartnerFileField = z.enum(['contract', 'tax_card']);
export type PartnerFileField = z.infer<typeof PartnerFileField>;

/** The text fields of the multipart partner application; `contract` and `tax_card` are its two files. */
export const PartnerApplicationFields = z
  .object({
    brand_name: SingleLineText.trim().min(2).max(120),
    company_description: MultilineText.trim().min(20).max(2000),
    contact_person: PersonName,
    email: Email,
    mobile: EgyptianMobile,
    website: z.string().max(200).optional(),
  })
  .strict();
export type PartnerApplicationFields = z.input<typeof PartnerApplicationFields>;
export const PartnerApplicationResponse = dataEnvelope(
  z.object({ id: z.number().int(), status: z.literal('submitted'), message: z.string() }),
);
