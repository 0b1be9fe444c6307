import { describe, expect, it } from 'vitest';
import { CODE_ERROR_FIELDS, placeApiError, SIGN_UP_ERROR_FIELDS } from './api-error-placement';

const offline = 'We could not reach the store.';

describe('placeApiError', () => {
  it('puts a taken email or mobile beside its field, in the words the API chose', () => {
    expect(
      placeApiError(
        { code: 'EMAIL_TAKEN', message: 'يوجد حساب بهذا البريد الإلكتروني بالفعل.' },
        SIGN_UP_ERROR_FIELDS,
        offline,
      ),
    ).toEqual([{ field: 'email', message: 'يوجد حساب بهذا البريد الإلكتروني بالفعل.' }]);
    expect(
      placeApiError({ code: 'MOBILE_TAKEN', message: 'Mobile taken' }, SIGN_UP_ERROR_FIELDS, offline),
    ).toEqual([{ field: 'mobile', message: 'Mobile taken' }]);
  });

  it('gives each field its own sentence when both are taken', () => {
    expect(
      placeApiError(
        { code: 'ACCOUNT_EXISTS', message: 'Email taken', messages: ['Email taken', 'Mobile taken'] },
        SIGN_UP_ERROR_FIELDS,
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

  it('puts codes about no one field above the form', () => {
    expect(
      placeApiError({ code: 'RATE_LIMITED', message: 'Too many attempts.' }, SIGN_UP_ERROR_FIELDS, offline),
    ).toEqual([{ field: 'root', message: 'Too many attempts.' }]);
    expect(
      placeApiError({ code: 'INVALID_CREDENTIALS', message: 'Wrong login' }, CODE_ERROR_FIELDS, offline),
    ).toEqual([{ field: 'root', message: 'Wrong login' }]);
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
