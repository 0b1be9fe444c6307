import { defineCall } from '../define-call';

// The session calls every page makes (the shell's): routes of the web's own under app/bff/auth. Kept apart
// from auth.ts, whose forms only the sign-in pages load: a file comes into a page's JavaScript whole.

/** Renews the session before its access token expires; answers when the new one does. */
export const refreshSession = /* @__PURE__ */ defineCall({
  method: 'POST',
  path: 'auth/refresh',
  ownRoute: true,
  answer: 'bff.SessionExpiryResponse',
});

export const logout = /* @__PURE__ */ defineCall({
  method: 'POST',
  path: 'auth/logout',
  ownRoute: true,
  answer: 'auth.MessageResponse',
});
