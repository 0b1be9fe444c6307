import { z } from 'zod';
import { dataEnvelope } from './common';

/**
 * Issues raised by our own refinements carry `params.messageKey`: the API and the storefront each turn it
 * into a sentence in the reader's language, so the zod message itself is only a fallback for developers.
 */
export type ContractMessageKey =
  | 'invalidMobile'
  | 'invalidLogin'
  | 'passwordLetterDigit'
  | 'passwordMismatch'
  | 'invalidCode'
  | 'identifierRequired'
  | 'duplicateCartProduct';

const issue = (messageKey: ContractMessageKey, message: string) => ({ message, params: { messageKey } });

/** Arabic-Indic (٠–٩) and Persian (۰–۹) digits → 0–9: shoppers type either on Arabic keyboards. */
export function toLatinDigits(value: string): string {
  return value.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (digit) => String(digit.charCodeAt(0) & 0xf));
}

/**
 * An Egyptian mobile number in E.164 (`+201xxxxxxxxx`), or null. Accepts the local form `01xxxxxxxxx`,
 * `+20…`, `0020…`, `20…`, any digits script, and the spaces, dashes, dots and brackets people type.
 * Mobile prefixes are 010, 011, 012 and 015.
 */
export function toEgyptianMobile(value: string): string | null {
  const compact = toLatinDigits(value).replace(/[\s\-.()\u200e\u200f]/g, '');
  const match = /^(?:\+20|0020|20)?0?(1[0125]\d{8})$/.exec(compact);
  return match ? `+20${match[1]}` : null;
}

export const EgyptianMobile = z
  .string()
  .max(32)
  .transform((value, ctx) => {
    const mobile = toEgyptianMobile(value);
    if (mobile) return mobile;
    ctx.addIssue({ code: 'custom', ...issue('invalidMobile', 'Enter an Egyptian mobile number') });
    return z.NEVER;
  })
  .describe('Egyptian mobile: 01xxxxxxxxx or +201xxxxxxxxx (Arabic-Indic digits accepted); stored as E.164');

/** Emails are compared and stored lowercased. */
export const Email = z.string().trim().toLowerCase().max(254).pipe(z.email());

/**
 * Text typed on one line: control characters refused (PostgreSQL cannot even store NUL, and nobody's name
 * holds a tab). `MultilineText` allows line breaks and tabs.
 */
export const SingleLineText = z.string().regex(/^\P{Cc}*$/u);
export const MultilineText = z.string().regex(/^(?:[\t\n\r]|\P{Cc})*$/u);

export const PersonName = SingleLineText.trim().min(1).max(60);

/** At least 8 characters with a letter and a digit; at most 128 so hashing cost stays bounded. */
export const Password = z
  .string()
  .min(8)
  .max(128)
  .refine(
    (value) => /\p{L}/u.test(value) && /\p{Nd}/u.test(value),
    issue('passwordLetterDigit', 'Use at least one letter and one digit'),
  );

export type LoginIdentifier = { kind: 'email'; value: string } | { kind: 'mobile'; value: string };

/** An email (has an @) or an Egyptian mobile, normalized the way accounts store them; null otherwise. */
export function parseLoginIdentifier(raw: string): LoginIdentifier | null {
  const value = raw.trim();
  if (value.includes('@')) {
    const email = Email.safeParse(value);
    return email.success ? { kind: 'email', value: email.data } : null;
  }
  const mobile = toEgyptianMobile(value);
  return mobile ? { kind: 'mobile', value: mobile } : null;
}

export const LoginIdentifierField = z
  .string()
  .max(254)
  .transform((value, ctx) => {
    const identifier = parseLoginIdentifier(value);
    if (identifier) return identifier;
    ctx.addIssue({ code: 'custom', ...issue('invalidLogin', 'Enter your email or mobile number') });
    return z.NEVER;
  })
  .describe('Email or Egyptian mobile number');

/** A 6-digit code; Arabic-Indic digits are accepted. */
export const OtpCode = z
  .string()
  .max(16)
  .transform((value) => toLatinDigits(value).replace(/\s/g, ''))
  .refine((value) => /^\d{6}$/.test(value), issue('invalidCode', 'Invalid Code'));

/**
 * Who a request is about: `login`, or `email` / `mobile` as older clients send them. The first one given
 * wins; the API reads it with `identifierOf`.
 */
const identifierShape = {
  login: LoginIdentifierField.optional(),
  email: LoginIdentifierField.optional(),
  mobile: LoginIdentifierField.optional(),
};
type WithIdentifier = { login?: LoginIdentifier; email?: LoginIdentifier; mobile?: LoginIdentifier };

export const identifierOf = (body: WithIdentifier): LoginIdentifier =>
  (body.login ?? body.email ?? body.mobile) as LoginIdentifier;

const identifierGiven = (body: WithIdentifier) => Boolean(body.login ?? body.email ?? body.mobile);
const identifierRequired = {
  path: ['login'],
  ...issue('identifierRequired', 'Enter your email or mobile number'),
};

const passwordsMatch = (body: { password: string; password_confirmation: string }) =>
  body.password === body.password_confirmation;
const passwordsMismatch = {
  path: ['password_confirmation'],
  ...issue('passwordMismatch', 'The passwords do not match'),
};

export const RegisterBody = z
  .strictObject({
    first_name: PersonName,
    last_name: PersonName,
    email: Email,
    mobile: EgyptianMobile,
    password: Password,
    password_confirmation: z.string().max(128),
  })
  .refine(passwordsMatch, passwordsMismatch);
export type RegisterBody = z.input<typeof RegisterBody>;

/** `code`: a sign-in code from `POST /auth/login-code`, which skips the delays after wrong passwords. */
export const LoginBody = z
  .strictObject({
    ...identifierShape,
    password: z.string().min(1).max(128),
    code: OtpCode.optional().describe('Sign-in code sent by email; skips the delays after wrong passwords'),
  })
  .refine(identifierGiven, identifierRequired);
export type LoginBody = z.input<typeof LoginBody>;

export const VerifyOtpBody = z
  .strictObject({ ...identifierShape, code: OtpCode })
  .refine(identifierGiven, identifierRequired);
export type VerifyOtpBody = z.input<typeof VerifyOtpBody>;

/** Body of resend-otp and forgot-password: who to send a new code to. */
export const IdentifierBody = z.strictObject(identifierShape).refine(identifierGiven, identifierRequired);
export type IdentifierBody = z.input<typeof IdentifierBody>;

export const ResetPasswordBody = z
  .strictObject({
    ...identifierShape,
    code: OtpCode,
    password: Password,
    password_confirmation: z.string().max(128),
  })
  .refine(identifierGiven, identifierRequired)
  .refine(passwordsMatch, passwordsMismatch);
export type ResetPasswordBody = z.input<typeof ResetPasswordBody>;

export const ChangePasswordBody = z
  .strictObject({
    current_password: z.string().min(1).max(128),
    password: Password,
    password_confirmation: z.string().max(128),
  })
  .refine(passwordsMatch, passwordsMismatch);
export type ChangePasswordBody = z.input<typeof ChangePasswordBody>;

/** `POST /auth/invitation`: a new seller's first password, set from the emailed one-time link's token. */
export const AcceptInvitationBody = z
  .strictObject({
    token: z.string().trim().min(20).max(100),
    password: Password,
    password_confirmation: z.string().max(128),
  })
  .refine(passwordsMatch, passwordsMismatch);
export type AcceptInvitationBody = z.input<typeof AcceptInvitationBody>;

export const RefreshBody = z.strictObject({ refresh_token: z.string().min(1).max(200) });
export type RefreshBody = z.input<typeof RefreshBody>;

/** Logout revokes the family of this refresh token, or of the bearer's session when it is absent. */
export const LogoutBody = z.strictObject({ refresh_token: z.string().min(1).max(200).optional() }).nullish();

export const TokenPair = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int().describe('Seconds the access token lives (3600)'),
  refresh_expires_in: z.number().int().describe('Seconds the refresh token lives (2592000)'),
});
export type TokenPair = z.infer<typeof TokenPair>;
export const TokenResponse = dataEnvelope(TokenPair);

/** Answer of calls whose only result is a sentence for the shopper. */
export const MessageResponse = dataEnvelope(z.object({ message: z.string() }));

export const RegisterResponse = dataEnvelope(
  z.object({
    message: z.string(),
    email: z.string(),
    otp_expires_in: z.number().int().describe('Seconds the code stays valid'),
  }),
);

export const User = z.object({
  id: z.number().int(),
  name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  mobile: z.string().describe('E.164'),
  avatar: z.string().nullable().describe('Media URL of the photo, or null'),
});
export type User = z.infer<typeof User>;
export const MeResponse = dataEnvelope(User);

export const OutboxQuery = z.object({
  to: SingleLineText.max(254).optional().describe('Recipient (email or E.164 mobile)'),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export const OutboxMessage = z.object({
  id: z.number().int(),
  channel: z.enum(['email', 'sms']),
  to: z.string(),
  template: z.string(),
  subject: z.string(),
  body: z.string(),
  status: z.enum(['pending', 'sent', 'failed']),
  created_at: z.string(),
});
export const OutboxResponse = dataEnvelope(z.array(OutboxMessage));
