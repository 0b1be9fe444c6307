import {
  AcceptInvitationBody,
  IdentifierBody,
  LoginBody,
  MessageResponse,
  RegisterBody,
  RegisterResponse,
  ResetPasswordBody,
  User,
  VerifyOtpBody,
} from '@coffee/contracts/auth';
import { defineCall } from '../define-call';

// Signing up and in. Login and verify-otp have routes of their own under app/bff that keep the token pair in
// httpOnly cookies; the others are forwarded as they are. Renewal and logout are in session.ts.

const Message = MessageResponse.shape.data;

export const register = defineCall({
  method: 'POST',
  path: 'auth/register',
  body: RegisterBody,
  answer: RegisterResponse.shape.data,
});
export const resendOtp = defineCall({
  method: 'POST',
  path: 'auth/resend-otp',
  body: IdentifierBody,
  answer: Message,
});
export const requestLoginCode = defineCall({
  method: 'POST',
  path: 'auth/login-code',
  body: IdentifierBody,
  answer: Message,
});
export const requestResetCode = defineCall({
  method: 'POST',
  path: 'auth/forgot-password',
  body: IdentifierBody,
  answer: Message,
});
export const resetPassword = defineCall({
  method: 'POST',
  path: 'auth/reset-password',
  body: ResetPasswordBody,
  answer: Message,
});
export const acceptInvitation = defineCall({
  method: 'POST',
  path: 'auth/invitation',
  body: AcceptInvitationBody,
  answer: Message,
});
export const getMe = defineCall({ method: 'GET', path: 'auth/me', answer: User });

export const login = defineCall({
  method: 'POST',
  path: 'auth/login',
  body: LoginBody,
  answer: User,
  ownRoute: true,
});
export const verifyOtp = defineCall({
  method: 'POST',
  path: 'auth/verify-otp',
  body: VerifyOtpBody,
  answer: User,
  ownRoute: true,
});
