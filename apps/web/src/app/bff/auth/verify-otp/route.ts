import { signInThrough } from '../sign-in';

/** `POST /bff/auth/verify-otp?locale=` with VerifyOtpBody: a right code activates the account and signs in. */
export const POST = (request: Request) => signInThrough('auth/verify-otp', request);
