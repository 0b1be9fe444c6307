import { defineCall } from '../define-call';

// Signing up, in and out, and the codes and passwords around it (apps/api/src/modules/auth).

export const register = /* @__PURE__ */ defineCall({
  method: 'POST',
  path: 'auth/register',
  body: 'auth.RegisterBody',
  answer: 'auth.RegisterResponse',
});

/** A new sign-up code. */
export const resendOtp = /* @__PURE__ */ defineCall({
  method: 'POST',
  path: 'auth/resend-otp',
  body: 'auth.IdentifierBody',
  answer: 'auth.MessageResponse',
});

/** A password-reset code. */
export const forgotPassword = /* @__PURE__ */ defineCall({
  method: 'POST',
  path: 'auth/forgot-password',
  body: 'auth.IdentifierBody',
  answer: 'auth.MessageResponse',
});

export const resetPassword = /* @__PURE__ */ defineCall({
  method: 'POST',
  path: 'auth/reset-password',
  body: 'auth.ResetPasswordBody',
  answer: 'auth.MessageResponse',
});

export const changePassword = /* @__PURE__ */ defineCall({
  method: 'POST',
  path: 'auth/change-password',
  body: 'auth.ChangePasswordBody',
  answer: 'auth.MessageResponse',
});

/** A sign-in code by email, instead of waiting out the delays after wrong passwords. */
export const sendLoginCode = /* @__PURE__ */ defineCall({
  method: 'POST',
  path: 'auth/login-code',
  body: 'auth.IdentifierBody',
  answer: 'auth.MessageResponse',
});

/** A new seller's first password, from the invitation mailed at approval. */
export const acceptInvitation = /* @__PURE__ */ defineCall({
  method: 'POST',
  path: 'auth/invitation',
  body: 'auth.AcceptInvitationBody',
  answer: 'auth.MessageResponse',
});

export const getMe = /* @__PURE__ */ defineCall({
  method: 'GET',
  path: 'auth/me',
  answer: 'auth.MeResponse',
});

// Signing in and a verified sign-up go through routes of the web's own (app/bff/auth): the tokens go into
// httpOnly cookies, the browser gets the shopper.

export const login = /* @__PURE__ */ defineCall({
  method: 'POST',
  path: 'auth/login',
  ownRoute: true,
  body: 'auth.LoginBody',
  answer: 'auth.MeResponse',
});

/** A right sign-up code activates the account and signs in. */
export const verifyOtp = /* @__PURE__ */ defineCall({
  method: 'POST',
  path: 'auth/verify-otp',
  ownRoute: true,
  body: 'auth.VerifyOtpBody',
  answer: 'auth.MeResponse',
});
