import { defineCall, lazySchema } from '../define-call';

// The session's own routes under app/bff (they keep the token pair in httpOnly cookies), called from the
// shell of every page: the schemas load with the first call (see LazySchema).

const SessionRenewal = lazySchema(() =>
  import('./session-answers').then((schemas) => schemas.SessionRenewal),
);
const Message = lazySchema(() =>
  import('@coffee/contracts/auth').then((schemas) => schemas.MessageResponse.shape.data),
);

/** When the renewed access token expires, in seconds since the epoch. */
export const renewSession = defineCall({
  method: 'POST',
  path: 'auth/refresh',
  answer: SessionRenewal,
  ownRoute: true,
});
export const logout = defineCall({ method: 'POST', path: 'auth/logout', answer: Message, ownRoute: true });
