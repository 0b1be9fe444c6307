import type { ApiError } from '@coffee/contracts/common';

/** Where a refused request's sentence goes: beside one field of the form, or above the form (`root`). */
export type PlacedError<Field extends string> = { field: Field | 'root'; message: string };

/** Which fields an API error code is about, per form. Codes not listed go above the form. */
export type ErrorFields<Field extends string> = Readonly<Record<string, readonly Field[]>>;

/** Sign-up's 409: the API names what is taken; ACCOUNT_EXISTS lists email then mobile in `messages`. */
export const SIGN_UP_ERROR_FIELDS: ErrorFields<'email' | 'mobile'> = {
  EMAIL_TAKEN: ['email'],
  MOBILE_TAKEN: ['mobile'],
  ACCOUNT_EXISTS: ['email', 'mobile'],
};

/** A code that is wrong, expired or locked after five wrong tries: said beside the code field. */
export const CODE_ERROR_FIELDS: ErrorFields<'code'> = {
  INVALID_CODE: ['code'],
  OTP_EXPIRED: ['code'],
  OTP_LOCKED: ['code'],
};

/**
 * The API's answer, placed: beside each field its code names (the n-th field gets the n-th of `messages`
 * when the API sent one per problem), else above the form. The API words its sentences in the page's
 * language already; when nothing answered (or the answer had no sentence) the form says `fallback`.
 */
export function placeApiError<Field extends string>(
  error: ApiError,
  fields: ErrorFields<Field>,
  fallback: string,
): PlacedError<Field>[] {
  if (error.code === 'NETWORK_ERROR' || error.message.trim() === '') {
    return [{ field: 'root', message: fallback }];
  }
  const named = Object.hasOwn(fields, error.code) ? fields[error.code] : undefined;
  if (!named || named.length === 0) return [{ field: 'root', message: error.message }];
  return named.map((field, index) => ({ field, message: error.messages?.[index] ?? error.message }));
}
