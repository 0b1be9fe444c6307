// The storefront's HTTP layer, apart from Next.js so it can be tested on its own: it records who is really
// asking and under which request id, logs each request as one JSON line, and shuts down gracefully.
import { createServer } from 'node:http';
import { Duplex } from 'node:stream';
import compression from 'compression';
import { CLIENT_ADDRESS_HEADER, clientAddressOf } from './client-address.mjs';
import { REQUEST_ID_HEADER, requestIdFor } from './request-id.mjs';
import { deferStartUpScripts } from './start-up-scripts.mjs';

const LEVELS = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60, silent: Infinity };
/** The least severe level written, as the API reads it: LOG_LEVEL (e.g. `warn` keeps each request's line out). */
const threshold = LEVELS[process.env.LOG_LEVEL ?? 'info'] ?? LEVELS.info;

/** One structured log line, in the API's shape (pino: level 30 info, 40 warn, 50 error). */
export function logLine(level, fields, msg) {
  const numeric = LEVELS[level];
  if (numeric < threshold) return;
  process.stdout.write(
    `${JSON.stringify({ level: numeric, time: Date.now(), pid: process.pid, ...fields, msg })}\n`,
  );
}

/**
 * Serves `handle(request, response)` on `port`. Each request gets the shopper's address (CLIENT_ADDRESS_HEADER)
 * and its id (X-Request-Id, echoed in the answer; the app forwards it on every API call). SIGTERM or SIGINT:
 * stop accepting connections, let the requests in flight finish, close idle keep-alive connections, exit 0;
 * whatever still runs after `shutdownTimeoutMs` is cut and the process exits 1.
 * @param {(request: import('node:http').IncomingMessage, response: import('node:http').ServerResponse) => unknown} handle
 * @param {{ port: number, hostname?: string, trustedProxies: number, shutdownTimeoutMs: number, onClose?: () => Promise<void> }} options
 */
/**
 * Compression lives here rather than in Next.js (`compress: false` in next.config.ts): the pages' HTML is
 * rewritten first (start-up-scripts.mjs) and packed after. Streamed pages are flushed as React writes them.
 */
const compress = compression();

/**
 * A client that hangs up mid-answer leaves compression's zlib stream open; it is destroyed on close (the same
 * guard Next.js puts around this middleware). compression hands its stream back from `on('drain')`.
 */
function releaseCompressionStream(response) {
  const noop = () => {};
  const stream = response.on('drain', noop);
  if (stream === response || !(stream instanceof Duplex)) {
    response.off('drain', noop);
    return;
  }
  stream.destroy();
}

export function serve(handle, { port, hostname, trustedProxies, shutdownTimeoutMs, onClose }) {
  let closing = false;
  const server = createServer((request, response) => {
    const started = performance.now();
    const address = clientAddressOf(
      request.headers['x-forwarded-for'],
      request.socket.remoteAddress,
      trustedProxies,
    );
    if (address) request.headers[CLIENT_ADDRESS_HEADER] = address;
    else delete request.headers[CLIENT_ADDRESS_HEADER];
    const reqId = requestIdFor(request.headers[REQUEST_ID_HEADER], trustedProxies);
    request.headers[REQUEST_ID_HEADER] = reqId;
    response.setHeader(REQUEST_ID_HEADER, reqId);
    response.on('finish', () => {
      const ms = Math.round(performance.now() - started);
      const fields = { reqId, method: request.method, url: request.url, status: response.statusCode, ms };
      logLine(response.statusCode >= 500 ? 'error' : 'info', fields, 'request completed');
      // Draining: a keep-alive connection whose last answer just went out is closed rather than kept.
      if (closing) setImmediate(() => server.closeIdleConnections());
    });
    response.once('close', () => {
      if (!response.writableFinished) releaseCompressionStream(response);
    });
    compress(request, response, () => handle(request, deferStartUpScripts(response)));
  });

  const shutDown = (signal) => {
    if (closing) return;
    closing = true;
    logLine('info', { signal }, 'shutting down: draining requests');
    const timer = setTimeout(() => {
      logLine('error', { timeoutMs: shutdownTimeoutMs }, 'requests still running at the shutdown timeout');
      server.closeAllConnections();
      process.exit(1);
    }, shutdownTimeoutMs);
    timer.unref();
    // close() stops listening and waits for requests in flight; keep-alive connections idle now are closed,
    // and one that goes idle after its answer is closed then (above).
    server.close(async () => {
      await onClose?.().catch((error) => logLine('error', { err: String(error) }, 'closing failed'));
      logLine('info', {}, 'shut down');
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.on('SIGTERM', shutDown);
  process.on('SIGINT', shutDown);

  return new Promise((resolve) => {
    server.listen(port, hostname, () => resolve(server));
  });
}
