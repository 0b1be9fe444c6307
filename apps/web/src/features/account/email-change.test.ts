import { describe, expect, it } from 'vitest';
import { isNewEmail, toProfileChanges } from './email-change';

describe('email change in the profile form', () => {
  it('tells a new address from the saved one typed differently', () => {
    expect(isNewEmail('mona@example.com', ' Mona@Example.com ')).toBe(false);
    expect(isNewEmail('mona@example.com', 'nour@example.com')).toBe(true);
    expect(isNewEmail('mona@example.com', undefined)).toBe(false);
  });

  it('sends neither password nor code when the email stays', () => {
    const body = toProfileChanges(
      { first_name: 'Mona', email: 'mona@example.com', current_password: 'secret-1', email_code: '123456' },
      'mona@example.com',
      undefined,
    );
    expect(body).toEqual({ first_name: 'Mona', email: 'mona@example.com' });
  });

  it('sends the password for a new email, and the code only for the address it was sent to', () => {
    const values = { email: 'nour@example.com', current_password: 'secret-1', email_code: '123456' };
    expect(toProfileChanges(values, 'mona@example.com', undefined)).toEqual({
      email: 'nour@example.com',
      current_password: 'secret-1',
    });
    expect(toProfileChanges(values, 'mona@example.com', 'other@example.com')).toEqual({
      email: 'nour@example.com',
      current_password: 'secret-1',
    });
    expect(toProfileChanges(values, 'mona@example.com', 'nour@example.com')).toEqual(values);
  });
});
