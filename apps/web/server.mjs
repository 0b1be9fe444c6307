#!/usr/bin/env node
// The storefront's server: Next.js behind a thin node:http layer that records who is really asking.
// Next.js passes on an X-Forwarded-For the client itself sent, so the shopper's address for the API's per-IP
// rate limits is worked out here, from the socket and the proxies we trust (WEB_TRUSTED_PROXIES), and handed
// to the app in one header that no client can set. Usage: node server.mjs [--port 3000] [--hostname ::]
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';
import next from 'next';
import { CLIENT_ADDRESS_HEADER, clientAddressOf } from './client-address.mjs';

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

const app = next({ dev: false, dir: import.meta.dirname, port, ...(hostname && { hostname }) });
await app.prepare();
const handle = app.getRequestHandler();

createServer((request, response) => {
  const address = clientAddressOf(
    request.headers['x-forwarded-for'],
    request.socket.remoteAddress,
    trustedProxies,
  );
  if (address) request.headers[CLIENT_ADDRESS_HEADER] = address;
  else delete request.headers[CLIENT_ADDRESS_HEADER];
  handle(request, response);
}).listen(port, hostname, () => {
  console.log(`storefront ready on http://${hostname ?? 'localhost'}:${port}`);
});
