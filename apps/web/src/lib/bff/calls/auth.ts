import { defineCall } from '../define-call';

// Signing up, in and out, and the codes and passwords around it (apps/api/src/modules/auth).

export const register = defineCall({
  method: 'POST',
  path: 'auth/register',
  body: () => import('@coffee/contracts/auth').then((m) => m.RegisterBody),
  answer: () => import('@coffee/contracts/auth').then((m) => m.RegisterResponse),
});

/** A new sign-up code. */
export const resendOtp = defineCall({
  method: 'POST',
  path: 'auth/resend-otp',
  body: () => import('@coffee/contracts/auth').then((m) => m.IdentifierBody),
  answer: () => import('@coffee/contracts/auth').then((m) => m.MessageResponse),
});

/** A password-reset code. */
export const forgotPassword = defineCall({
  method: 'POST',
  path: 'auth/forgot-password',
  body: () => import('@coffee/contracts/auth').then((m) => m.IdentifierBody),
  answer: () => import('@coffee/contracts/auth').then((m) => m.MessageResponse),
});

export const resetPassword = defineCall({
  method: 'POST',
  path: 'auth/reset-password',
  body: () => import('@coffee/contracts/auth').then((m) => m.ResetPasswordBody),
  answer: () => import('@coffee/contracts/auth').then((m) => m.MessageResponse),
});

export const changePassword = defineCall({
  method: 'POST',
  path: 'auth/change-password',
  body: () => import('@coffee/contracts/auth').then((m) => m.ChangePasswordBody),
  answer: () => import('@coffee/contracts/auth').then((m) => m.MessageResponse),
});

/** A sign-in code by email, instead of waiting out the delays after wrong passwords. */
export const sendLoginCode = defineCall({
  method: 'POST',
  path: 'auth/login-code',
  body: () => import('@coffee/contracts/auth').then((m) => m.IdentifierBody),
  answer: () => import('@coffee/contracts/auth').then((m) => m.MessageResponse),
});

/** A new seller's first password, from the invitation mailed at approval. */
export const acceptInvitation = defineCall({
  method: 'POST',
  path: 'auth/invitation',
  body: () => import('@coffee/contracts/auth').then((m) => m.AcceptInvitationBody),
  answer: () => import('@coffee/contracts/auth').then((m) => m.MessageResponse),
});

export const getMe = defineCall({
  method: 'GET',
  path: 'auth/me',
  answer: () => import('@coffee/contracts/auth').then((m) => m.MeResponse),
});

// Routes of the web's own (app/bff/auth): the tokens go into httpOnly cookies, the browser gets the shopper.

export const login = defineCall({
  method: 'POST',
  path: 'auth/login',
  ownRoute: true,
  body: () => import('@coffee/contracts/auth').then((m) => m.LoginBody),
  answer: () => import('@coffee/contracts/auth').then((m) => m.MeResponse),
});

/** A right sign-up code activates the account and signs in. */
export const verifyOtp = defineCall({
  method: 'POST',
  path: 'auth/verify-otp',
  ownRoute: true,
  body: () => import('@coffee/contracts/auth').then((m) => m.VerifyOtpBody),
  answer: () => import('@coffee/contracts/auth').then((m) => m.MeResponse),
});

/** Renews the session before its access token expires; answers when the new one does. */
export const refreshSession = defineCall({
  method: 'POST',
  path: 'auth/refresh',
  ownRoute: true,
  answer: () => import('../session-answers').then((m) => m.SessionExpiryResponse),
});

export const logout = defineCall({
  method: 'POST',
  path: 'auth/logout',
  ownRoute: true,
  answer: () => import('@coffee/contracts/auth').then((m) => m.MessageResponse),
});
