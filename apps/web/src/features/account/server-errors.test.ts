import { describe, expect, it } from 'vitest';
import { getPasswordErrorField, getProfileErrorFields } from './server-errors';

describe('getProfileErrorFields', () => {
  it('puts a taken email or mobile beside its field, and both when both are taken', () => {
    expect(getProfileErrorFields('EMAIL_TAKEN')).toEqual(['email']);
    expect(getProfileErrorFields('MOBILE_TAKEN')).toEqual(['mobile']);
    expect(getProfileErrorFields('ACCOUNT_EXISTS')).toEqual(['email', 'mobile']);
  });

  it('puts the API’s verdict on the photo’s bytes beside the photo', () => {
    expect(getProfileErrorFields('FILE_TOO_LARGE')).toEqual(['photo']);
    expect(getProfileErrorFields('UNSUPPORTED_FILE_TYPE')).toEqual(['photo']);
  });

  it('leaves anything else for above the form', () => {
    expect(getProfileErrorFields('VALIDATION_ERROR')).toEqual([]);
    expect(getProfileErrorFields('NETWORK_ERROR')).toEqual([]);
  });
});

describe('getPasswordErrorField', () => {
  it('puts a wrong current password beside the current password', () => {
    expect(getPasswordErrorField('WRONG_PASSWORD')).toBe('current_password');
    expect(getPasswordErrorField('TOO_MANY_REQUESTS')).toBeNull();
  });
});
