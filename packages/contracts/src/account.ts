import { z } from 'zod';
import {
  EgyptianMobile,
  Email,
  MultilineText,
  OtpCode,
  PersonName,
  RegisterResponse,
  SingleLineText,
  User,
} from './auth';
import { BodyId, dataEnvelope, Id, LangQuery, PageMeta, PageQuery, Piastres } from './common';

/**
 * Fields of `POST /auth/updateProfile`, all optional: JSON, or multipart with the same text fields plus a
 * `photo` file (jpg, jpeg or png, at most 5 MB, judged by its bytes). A new email also needs
 * `current_password`; the first call sends a code to the new address (202), the same call again with
 * `email_code` makes the change.
 */
export const UpdateProfileBody = z.strictObject({
  first_name: PersonName.optional(),
  last_name: PersonName.optional(),
  email: Email.optional(),
  mobile: EgyptianMobile.optional(),
  current_password: z.string().min(1).max(128).optional().describe('Required to change the email'),
  email_code: OtpCode.optional().describe('The code sent to the new email address'),
});
export type UpdateProfileBody = z.input<typeof UpdateProfileBody>;

export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const PHOTO_TYPES = ['image/jpeg', 'image/png'] as const;
export const ProfileResponse = dataEnvelope(User);
/** 202 of an email change: nothing changed yet; a code went to `email`, to be sent back as `email_code`. */
export const EmailCodeSentResponse = RegisterResponse;

/** Egypt is the only country served. */
export const Country = z.literal('EG');

export const AddressBody = z.strictObject({
  title: SingleLineText.trim().min(1).max(60),
  country: Country.default('EG'),
  governorate_id: BodyId,
  city_id: BodyId,
  area: SingleLineText.trim().max(100).default(''),
  street: SingleLineText.trim().min(1).max(200),
  details: MultilineText.trim().max(500).default(''),
  recipient_name: PersonName.max(100)
    .optional()
    .describe('Who receives the parcel; absent: the account holder, as for addresses saved before'),
  mobile: EgyptianMobile.optional().describe("The recipient's mobile; absent: the account's"),
  is_primary: z.boolean().default(false),
});
export type AddressBody = z.input<typeof AddressBody>;

/** The address book's form: the same body, with who receives the parcel and their mobile both asked for. */
export const AddressBookEntry = AddressBody.required({ recipient_name: true, mobile: true });

export const AddressParams = z.object({ id: Id });

export const Address = z.object({
  id: z.number().int(),
  title: z.string(),
  country: Country,
  governorate: z.object({ id: z.number().int(), name: z.string() }),
  city: z.object({ id: z.number().int(), name: z.string() }),
  area: z.string(),
  street: z.string(),
  details: z.string(),
  /** Who receives orders sent here and their mobile (E.164): the account holder's unless the address names one. */
  recipient_name: z.string(),
  mobile: z.string().describe('E.164'),
  is_primary: z.boolean(),
  created_at: z.string(),
});
export type Address = z.infer<typeof Address>;
export const AddressResponse = dataEnvelope(Address);
export const AddressesResponse = dataEnvelope(z.array(Address));

export const WalletQuery = LangQuery.extend(PageQuery.shape);

export const WalletTransaction = z.object({
  id: z.number().int(),
  amount: Piastres.describe('Signed piastres: credits positive, debits negative'),
  kind: z.enum(['top_up', 'order_payment', 'refund', 'cashback', 'adjustment']),
  description: z.string(),
  order_id: z.number().int().nullable(),
  created_at: z.string(),
});
export const Wallet = z.object({
  balance: Piastres,
  currency: z.literal('EGP'),
  last_update: z.string(),
  transactions: z.array(WalletTransaction),
});
export type Wallet = z.infer<typeof Wallet>;
export const WalletResponse = z.object({ data: Wallet, meta: PageMeta.describe('Pages of transactions') });
