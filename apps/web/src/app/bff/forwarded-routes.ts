import { CALL_TABLE } from '@/lib/bff/call-table';
import type { CallEntry, ParamKind } from '@/lib/bff/define-call';

/** The pattern each parameter kind must match, bounded so that no path runs on (`..` never matches). */
const KIND_PATTERNS = {
  id: '\\d{1,10}',
  /** An order number as shoppers quote it (the contract's OrderNumber), at most 12 digits long. */
  orderNumber: 'CM-\\d{4}-\\d{6,12}',
} as const;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const patternOfKind = (kind: ParamKind): string =>
  typeof kind === 'string' ? KIND_PATTERNS[kind] : `(?:${kind.map(escapeRegExp).join('|')})`;

/** `orders/:number/cancel` → /^orders\/CM-\d{4}-\d{6,12}\/cancel$/. */
export function patternOf(entry: CallEntry): RegExp {
  const source = entry.path
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return escapeRegExp(segment);
      const kind = entry.params?.[segment.slice(1)];
      if (!kind) throw new Error(`bff: ${entry.path} names no kind for ${segment}`);
      return patternOfKind(kind);
    })
    .join('\\/');
  return new RegExp(`^${source}$`);
}

/**
 * The API calls the browser may make through the store's own origin, with the shopper's token added by the
 * web's server (the browser never holds it): the table's entries (lib/bff/call-table.ts), less those answered
 * by a route of their own. Anything else is refused: this is no open proxy to the API. The back office's
 * calls are here too; the API checks the caller's role on every one.
 */
const FORWARDED = CALL_TABLE.filter((entry) => !entry.ownRoute).map((entry) => ({
  pattern: patternOf(entry),
  method: entry.method as string,
  bodyLimit: entry.bodyLimit,
}));

/** Whether `/bff/<path>` forwards this method: `ok`, `unknown` (404) or `method` (405). */
export function checkForwarded(path: string, method: string): 'ok' | 'unknown' | 'method' {
  const routes = FORWARDED.filter((route) => route.pattern.test(path));
  if (routes.length === 0) return 'unknown';
  return routes.some((route) => route.method === method) ? 'ok' : 'method';
}

/** A profile photo may be 5 MB; the multipart wrapping adds a little. */
const DEFAULT_BODY_LIMIT = 6 * 1024 * 1024;

/** The largest body `/bff/<path>` accepts: anything larger is refused before it reaches the API. */
export const bodyLimitOf = (path: string): number =>
  FORWARDED.find((route) => route.bodyLimit !== undefined && route.pattern.test(path))?.bodyLimit ??
  DEFAULT_BODY_LIMIT;
