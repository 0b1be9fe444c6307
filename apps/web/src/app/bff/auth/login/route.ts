import { signInThrough } from '../sign-in';

/** `POST /bff/auth/login?locale=` with the contract's LoginBody: signs the browser in, answers `{ data: User }`. */
export const POST = (request: Request) => signInThrough('auth/login', request);
