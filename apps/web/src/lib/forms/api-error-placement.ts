import type { ApiError } from '@coffee/contracts/common';
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';

/** Where a refused request's sentence goes: beside one field of the form, or above the form (`root`). */
export type PlacedError<Field extends string> = { field: Field | 'root'; message: string };

/** Which fields an API error code is about, per form. Codes not listed go above the form. */
export type ErrorFields<Field extends string> = Readonly<Record<string, readonly Field[]>>;

/** A 409 on sign-up or the profile: the API names what is taken; ACCOUNT_EXISTS lists email then mobile. */
export const CONTACT_ERROR_FIELDS: ErrorFields<'email' | 'mobile'> = {
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

/** The API's verdict on an uploaded photo's bytes (apps/api/src/modules/account): beside the photo. */
export const PHOTO_ERROR_FIELDS: ErrorFields<'photo'> = {
  FILE_TOO_LARGE: ['photo'],
  UNSUPPORTED_FILE_TYPE: ['photo'],
  UNEXPECTED_FILE: ['photo'],
};

/** Changing the password with a wrong current one. */
export const CURRENT_PASSWORD_ERROR_FIELDS: ErrorFields<'current_password'> = {
  WRONG_PASSWORD: ['current_password'],
};

/**
 * The API's answer, placed: beside each field its code names (the n-th field gets the n-th of `messages`
 * when the API sent one per problem), else above the form with the details of `messages` after the
 * sentence. The API words its sentences in the page's language already; when nothing answered (or the
 * answer had no sentence) the form says `fallback`.
 */
export function placeApiError<Field extends string>(
  error: ApiError,
  fields: ErrorFields<Field>,
  fallback: string,
): PlacedError<Field>[] {
  const { code, message, messages = [] } = error;
  if (code === 'NETWORK_ERROR' || message.trim() === '') return [{ field: 'root', message: fallback }];
  const named = Object.hasOwn(fields, code) ? fields[code] : undefined;
  if (!named || named.length === 0) {
    const details = messages.filter((detail) => detail !== message);
    return [{ field: 'root', message: [message, ...details].join(' ') }];
  }
  return named.map((field, index) => ({ field, message: messages[index] ?? message }));
}

/**
 * Shows placed errors on a react-hook-form form: each beside its field (the first one focused, so the
 * shopper lands on the problem), the rest as the form's `root.server` error for its alert.
 */
export function showPlacedErrors<Values extends FieldValues>(
  setError: UseFormSetError<Values>,
  placed: readonly PlacedError<FieldPath<Values>>[],
): void {
  placed.forEach(({ field, message }, index) => {
    if (field === 'root') setError('root.server', { type: 'server', message });
    else setError(field, { type: 'server', message }, { shouldFocus: index === 0 });
  });
}
