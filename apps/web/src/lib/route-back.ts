import { homePath, sitePaths } from './routes';

/**
 * Where the shopper was going before an account page (spec §2: /login accepts `routeBack` and
 * `routeParams`). `routeBack` is a same-site path, possibly with its own query (`/profile/address-book`,
 * `/products?category=3`); `routeParams` adds query parameters to it, as a JSON object (`{"page":2}`) or a
 * query string (`page=2`). Both come from the URL, so from anyone: they are read as hostile.
 */
export type RouteBack = { routeBack?: string; routeParams?: string };

/** Longer than any path of the store; a longer value is someone else's payload. */
const MAX_LENGTH = 2048;

// Any origin would do: it only lets the URL parser resolve `.` and `..` the way a browser will.
const BASE = new URL('http://storefront.invalid');

/** Pages that lead here: going "back" to them after logging in would only loop. */
const ACCOUNT_ENTRY_PATHS: ReadonlySet<string> = new Set([
  sitePaths.login,
  sitePaths.signUp,
  sitePaths.verifyOtp,
  sitePaths.forgetPassword,
]);

/**
 * A path of this site, normalized, or null. Refuses anything a browser could read as another origin:
 * protocol-relative `//host`, `/\host` (browsers treat `\` as `/`), schemes (`https:`, `javascript:`),
 * control characters (browsers drop tabs and newlines, so `/\t/host` becomes `//host`), and paths whose
 * dot segments resolve to `//host`.
 */
function toSamePath(candidate: string): URL | null {
  if (candidate.length > MAX_LENGTH) return null;
  if (!candidate.startsWith('/') || candidate.startsWith('//')) return null;
  if (candidate.includes('\\') || /\p{Cc}/u.test(candidate) || candidate.trim() !== candidate) return null;
  let url: URL;
  try {
    url = new URL(candidate, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE.origin || url.pathname.startsWith('//')) return null;
  return url;
}

type ParamValue = string | number | boolean;
const isParamValue = (value: unknown): value is ParamValue =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

/** `routeParams` as name/value pairs: a JSON object of scalars (or lists of them), else a query string. */
function readRouteParams(routeParams: string | undefined): [string, string][] {
  const text = routeParams?.trim();
  if (!text || text.length > MAX_LENGTH) return [];
  if (!text.startsWith('{') && !text.startsWith('[')) return [...new URLSearchParams(text)];
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return [];
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return [];
  return Object.entries(parsed).flatMap(([name, value]): [string, string][] => {
    const values: unknown[] = Array.isArray(value) ? value : [value];
    return values.filter(isParamValue).map((item) => [name, String(item)]);
  });
}

/**
 * The page to land on after logging in (or verifying a new account): `routeBack` with `routeParams` added,
 * or `/` when there is none or it is not a path of this site. Never another origin.
 */
export function resolveRouteBack({ routeBack, routeParams }: RouteBack): string {
  const url = routeBack ? toSamePath(routeBack) : null;
  if (!url || ACCOUNT_ENTRY_PATHS.has(url.pathname.replace(/(.)\/+$/, '$1'))) return homePath;
  const params = readRouteParams(routeParams);
  for (const name of new Set(params.map(([key]) => key))) url.searchParams.delete(name);
  for (const [name, value] of params) url.searchParams.append(name, value);
  return `${url.pathname}${url.search}${url.hash}`;
}

const firstOf = (value: string | string[] | undefined): string | undefined =>
  Array.isArray(value) ? value[0] : value;

/**
 * `routeBack` and `routeParams` of a page's query, as the next account page should carry them on. A
 * `routeBack` that is not a path of this site is dropped here already.
 */
export function readRouteBack(query: Record<string, string | string[] | undefined>): RouteBack {
  const routeBack = firstOf(query.routeBack);
  if (!routeBack || !toSamePath(routeBack)) return {};
  const routeParams = firstOf(query.routeParams);
  return routeParams && routeParams.length <= MAX_LENGTH ? { routeBack, routeParams } : { routeBack };
}

/**
 * An account page's path that keeps where the shopper was going, through sign-up, code and password reset:
 * `withRouteBack('/verify-otp', back, { email })` → `/verify-otp?email=…&routeBack=…`.
 */
export function withRouteBack(path: string, back: RouteBack, query: Record<string, string> = {}): string {
  const search = new URLSearchParams(query);
  if (back.routeBack) search.set('routeBack', back.routeBack);
  if (back.routeBack && back.routeParams) search.set('routeParams', back.routeParams);
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
