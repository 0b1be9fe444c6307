import { describe, expect, it, vi } from 'vitest';
import {
  CODE_ERROR_FIELDS,
  CONTACT_ERROR_FIELDS,
  CURRENT_PASSWORD_ERROR_FIELDS,
  PHOTO_ERROR_FIELDS,
  placeApiError,
  showPlacedErrors,
} from './api-error-placement';

const offline = 'We could not reach the store.';
const PROFILE_ERROR_FIELDS = { ...CONTACT_ERROR_FIELDS, ...PHOTO_ERROR_FIELDS };

describe('placeApiError', () => {
  it('puts a taken email or mobile beside its field, in the words the API chose', () => {
    expect(
      placeApiError(
        { code: 'EMAIL_TAKEN', message: 'يوجد حساب بهذا البريد الإلكتروني بالفعل.' },
        CONTACT_ERROR_FIELDS,
        offline,
      ),
    ).toEqual([{ field: 'email', message: 'يوجد حساب بهذا البريد الإلكتروني بالفعل.' }]);
    expect(
      placeApiError({ code: 'MOBILE_TAKEN', message: 'Mobile taken' }, CONTACT_ERROR_FIELDS, offline),
    ).toEqual([{ field: 'mobile', message: 'Mobile taken' }]);
  });

  it('gives each field its own sentence when both are taken', () => {
    expect(
      placeApiError(
        { code: 'ACCOUNT_EXISTS', message: 'Email taken', messages: ['Email taken', 'Mobile taken'] },
        PROFILE_ERROR_FIELDS,
        offline,
      ),
    ).toEqual([
      { field: 'email', message: 'Email taken' },
      { field: 'mobile', message: 'Mobile taken' },
    ]);
  });

  it('says a wrong, expired or locked code beside the code field', () => {
    for (const code of ['INVALID_CODE', 'OTP_EXPIRED', 'OTP_LOCKED']) {
      expect(placeApiError({ code, message: 'Invalid Code' }, CODE_ERROR_FIELDS, offline)).toEqual([
        { field: 'code', message: 'Invalid Code' },
      ]);
    }
  });

  it('puts the API’s verdict on the photo’s bytes beside the photo', () => {
    for (const code of ['FILE_TOO_LARGE', 'UNSUPPORTED_FILE_TYPE', 'UNEXPECTED_FILE']) {
      expect(placeApiError({ code, message: 'Not a photo' }, PROFILE_ERROR_FIELDS, offline)).toEqual([
        { field: 'photo', message: 'Not a photo' },
      ]);
    }
  });

  it('puts a wrong current password beside the current password', () => {
    expect(
      placeApiError({ code: 'WRONG_PASSWORD', message: 'Wrong' }, CURRENT_PASSWORD_ERROR_FIELDS, offline),
    ).toEqual([{ field: 'current_password', message: 'Wrong' }]);
  });

  it('puts codes about no one field above the form', () => {
    expect(
      placeApiError({ code: 'RATE_LIMITED', message: 'Too many attempts.' }, CONTACT_ERROR_FIELDS, offline),
    ).toEqual([{ field: 'root', message: 'Too many attempts.' }]);
    expect(
      placeApiError({ code: 'INVALID_CREDENTIALS', message: 'Wrong login' }, CODE_ERROR_FIELDS, offline),
    ).toEqual([{ field: 'root', message: 'Wrong login' }]);
    expect(
      placeApiError(
        { code: 'TOO_MANY_REQUESTS', message: 'Slow down' },
        CURRENT_PASSWORD_ERROR_FIELDS,
        offline,
      ),
    ).toEqual([{ field: 'root', message: 'Slow down' }]);
  });

  it('says what the API listed after its sentence above the form, without saying anything twice', () => {
    expect(
      placeApiError(
        {
          code: 'VALIDATION_ERROR',
          message: 'Invalid request.',
          messages: ['street: required', 'area: too long'],
        },
        {},
        offline,
      ),
    ).toEqual([{ field: 'root', message: 'Invalid request. street: required area: too long' }]);
    expect(
      placeApiError(
        { code: 'ACCOUNT_EXISTS', message: 'Email taken', messages: ['Email taken', 'Mobile taken'] },
        CODE_ERROR_FIELDS,
        offline,
      ),
    ).toEqual([{ field: 'root', message: 'Email taken Mobile taken' }]);
  });

  it('does not take inherited object keys for error codes', () => {
    expect(placeApiError({ code: 'constructor', message: 'Odd' }, CODE_ERROR_FIELDS, offline)).toEqual([
      { field: 'root', message: 'Odd' },
    ]);
  });

  it('says its own sentence when nothing answered or the answer had none', () => {
    expect(placeApiError({ code: 'NETWORK_ERROR', message: '' }, CODE_ERROR_FIELDS, offline)).toEqual([
      { field: 'root', message: offline },
    ]);
    expect(placeApiError({ code: 'HTTP_ERROR', message: ' ' }, CODE_ERROR_FIELDS, offline)).toEqual([
      { field: 'root', message: offline },
    ]);
  });
});

describe('showPlacedErrors', () => {
  type Values = { email: string; mobile: string };

  it('sets each field’s error and focuses only the first', () => {
    const setError = vi.fn();
    showPlacedErrors<Values>(setError, [
      { field: 'email', message: 'Email taken' },
      { field: 'mobile', message: 'Mobile taken' },
    ]);
    expect(setError.mock.calls).toEqual([
      ['email', { type: 'server', message: 'Email taken' }, { shouldFocus: true }],
      ['mobile', { type: 'server', message: 'Mobile taken' }, { shouldFocus: false }],
    ]);
  });

  it('gives a sentence about no one field to the form’s alert', () => {
    const setError = vi.fn();
    showPlacedErrors<Values>(setError, [{ field: 'root', message: 'Too many attempts.' }]);
    expect(setError).toHaveBeenCalledWith('root.server', { type: 'server', message: 'Too many attempts.' });
  });
});
