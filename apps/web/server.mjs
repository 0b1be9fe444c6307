#!/usr/bin/env node
// The storefront's server: Next.js behind a thin node:http layer (serve.mjs) that records who is really
// asking and under which request id, and shuts down gracefully on SIGTERM.
// Next.js passes on an X-Forwarded-For the client itself sent, so the shopper's address for the API's per-IP
// rate limits is worked out there, from the socket and the proxies we trust (WEB_TRUSTED_PROXIES), and handed
// to the app in one header that no client can set. Usage: node server.mjs [--port 3000] [--hostname ::]
import { parseArgs } from 'node:util';
import next from 'next';
import { serve } from './serve.mjs';

const { values } = parseArgs({
  options: { port: { type: 'string', short: 'p' }, hostname: { type: 'string', short: 'H' } },
});
const port = Number(values.port ?? process.env.PORT ?? 3000);
const hostname = values.hostname ?? process.env.HOSTNAME;
const trustedProxies = Number(process.env.WEB_TRUSTED_PROXIES ?? 0);
if (!Number.isInteger(trustedProxies) || trustedProxies < 0) {
  console.error('Invalid environment for apps/web:\n  WEB_TRUSTED_PROXIES: a whole number, 0 or more');
  process.exit(1);
}
const shutdownTimeoutMs = Number(process.env.SHUTDOWN_TIMEOUT_MS ?? 10_000);
if (!Number.isInteger(shutdownTimeoutMs) || shutdownTimeoutMs < 100) {
  console.error('Invalid environment for apps/web:\n  SHUTDOWN_TIMEOUT_MS: milliseconds, 100 or more');
  process.exit(1);
}

// The hostname is where serve.mjs listens, and is NOT handed to Next.js: Next builds the absolute URL of each
// request from it (`http://127.0.0.1:3000/…`), while `request.nextUrl` in the proxy spells every loopback
// address `localhost`; next-intl's locale rewrite (`http://localhost:3000/en/…`) then looked like another host,
// and Next answered every page with a redirect to itself. Without a hostname Next uses `localhost` for both,
// and the redirects it sends are relative to the host the browser asked for.
const app = next({ dev: false, dir: import.meta.dirname, port });
await app.prepare();
await serve(app.getRequestHandler(), {
  port,
  hostname,
  trustedProxies,
  shutdownTimeoutMs,
  onClose: () => app.close(),
});
console.log(`storefront ready on http://${hostname ?? 'localhost'}:${port}`);
