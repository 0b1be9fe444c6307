import { CALL_TABLE } from '@/lib/bff/call-table';
import type { CallEntry, CallMethod, ParamKind } from '@/lib/bff/define-call';

/** An order number as shoppers quote it (the contract's OrderNumber), bounded so no path runs on. */
const ORDER_NUMBER = 'CM-\\d{4}-\\d{6,12}';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The bounded pattern of one `:name` segment: nothing in it can reach another path. */
function patternOf(kind: ParamKind): string {
  if (kind === 'id') return '\\d{1,10}';
  if (kind === 'orderNumber') return ORDER_NUMBER;
  return `(?:${kind.map(escapeRegExp).join('|')})`;
}

function toRoute(entry: CallEntry): { pattern: RegExp; method: CallMethod } {
  const segments = entry.path.split('/').map((segment) => {
    if (!segment.startsWith(':')) return escapeRegExp(segment);
    const kind = entry.params?.[segment.slice(1)];
    if (!kind) throw new Error(`call table: ${entry.path} names no kind for ${segment}`);
    return patternOf(kind);
  });
  return { pattern: new RegExp(`^${segments.join('\\/')}$`), method: entry.method };
}

/**
 * The API calls the browser may make through the store's own origin, with the shopper's token added by the
 * web's server (the browser never holds it): the call table's entries, less those served by routes of their
 * own (sign-in, renewal, logout). Anything else is refused: this is no open proxy to the API. The back
 * office's calls are here too; the API checks the caller's role on every one.
 */
const FORWARDED = CALL_TABLE.filter(({ entry }) => !entry.ownRoute).map(({ entry }) => toRoute(entry));

/** Whether `/bff/<path>` forwards this method: `ok`, `unknown` (404) or `method` (405). */
export function checkForwarded(path: string, method: string): 'ok' | 'unknown' | 'method' {
  const routes = FORWARDED.filter(({ pattern }) => pattern.test(path));
  if (routes.length === 0) return 'unknown';
  return routes.some((route) => route.method === method) ? 'ok' : 'method';
}

/** A profile photo may be 5 MB; the multipart wrapping adds a little. */
const DEFAULT_BODY_LIMIT = 6 * 1024 * 1024;
/** A partner application carries two documents of up to 5 MB each, with its text fields. */
const PARTNER_BODY_LIMIT = 11 * 1024 * 1024;

/** A return of a defective item carries up to three photos of up to 5 MB each, with its request. */
const RETURN_BODY_LIMIT = 16 * 1024 * 1024;
const RETURN_REQUEST = /^orders\/[^/]+\/returns$/;

/** The largest body `/bff/<path>` accepts: anything larger is refused before it reaches the API. */
export const bodyLimitOf = (path: string): number =>
  path === 'partner-applications'
    ? PARTNER_BODY_LIMIT
    : RETURN_REQUEST.test(path)
      ? RETURN_BODY_LIMIT
      : DEFAULT_BODY_LIMIT;
