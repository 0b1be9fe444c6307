import { defineCall, lazySchema } from '../define-call';

// Who the caller is in the back office, asked by the sign-in forms (where to land): the schema loads with the
// call, so the forms' pages stay light.

const BackofficeMe = lazySchema(() =>
  import('@coffee/contracts/backoffice').then((schemas) => schemas.BackofficeMe),
);

/** The caller's back-office role (staff, admin, seller); a 403 for a shopper. */
export const backofficeMe = defineCall({ method: 'GET', path: 'backoffice/me', answer: BackofficeMe });
