/** Fields of the account forms that a server error can be about. */
export type ProfileField = 'first_name' | 'last_name' | 'email' | 'mobile' | 'photo';
export type PasswordField = 'current_password' | 'password' | 'password_confirmation';

/**
 * Where the API's error code belongs on the profile form (apps/api/src/modules/account/profile-routes.ts,
 * auth/accounts.ts): the field it names, or null for "above the form". ACCOUNT_EXISTS names both contacts.
 */
export function getProfileErrorFields(code: string): ProfileField[] {
  switch (code) {
    case 'EMAIL_TAKEN':
      return ['email'];
    case 'MOBILE_TAKEN':
      return ['mobile'];
    case 'ACCOUNT_EXISTS':
      return ['email', 'mobile'];
    case 'FILE_TOO_LARGE':
    case 'UNSUPPORTED_FILE_TYPE':
    case 'UNEXPECTED_FILE':
      return ['photo'];
    default:
      return [];
  }
}

/** Where the API's error code belongs on the change-password form (auth/password-routes.ts). */
export function getPasswordErrorField(code: string): PasswordField | null {
  return code === 'WRONG_PASSWORD' ? 'current_password' : null;
}
