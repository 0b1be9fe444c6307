/** The account forms' shared texts, in the page's language (client components get texts as props). */
export type AuthFieldLabels = {
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
  mobileHint: string;
  login: string;
  password: string;
  passwordConfirmation: string;
  newPassword: string;
  newPasswordConfirmation: string;
  passwordHint: string;
  code: string;
  codeHint: string;
  showPassword: string;
  hidePassword: string;
  /** Said above the form when the store did not answer at all. */
  networkError: string;
};
