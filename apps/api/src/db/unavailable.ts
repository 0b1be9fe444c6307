/**
 * Whether a failed query never reached the database: no connection could be had in time (every pooled one
 * busy past the wait, or a server too loaded to accept a new one), the server refused or could not be reached,
 * or it said it takes no more connections now. No statement ran, so the request can be sent again as it was:
 * the API answers 503 with Retry-After (errors plugin), which clients and the balancer read as "try again",
 * instead of a 500 that reads as a bug.
 */
const CONNECT_FAILURES = [
  // pg-pool: every connection stayed busy for connectionTimeoutMillis.
  'timeout exceeded when trying to connect',
  // pg: a new connection's start-up got no answer within connectionTimeoutMillis.
  'Connection terminated due to connection timeout',
];

const CONNECT_CODES = new Set([
  'ECONNREFUSED',
  'EHOSTUNREACH',
  'ENETUNREACH',
  // PostgreSQL: too_many_connections, cannot_connect_now (starting up or shutting down).
  '53300',
  '57P03',
]);

/** Drizzle wraps the driver's error (DrizzleQueryError) and Node its own (AggregateError): causes are walked. */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current instanceof Error && depth < 5; depth++) {
    const { message } = current;
    if (CONNECT_FAILURES.some((failure) => message.startsWith(failure))) return true;
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && CONNECT_CODES.has(code)) return true;
    current = current.cause;
  }
  return false;
}
