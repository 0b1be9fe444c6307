import createMiddleware from 'next-intl/middleware';
import { routing } from './i18n/routing';

export default createMiddleware(routing);

export const config = {
  // Every page path, including `/api/opay/cancel` (a storefront page). Skipped: Next internals, the
  // same-origin media proxy, the browser-to-API forwarder (`/bff`) and files with an extension.
  matcher: ['/((?!_next|_vercel|media/|bff/|.*\\..*).*)'],
};
