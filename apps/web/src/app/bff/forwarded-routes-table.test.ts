import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CALL_TABLE } from '@/lib/bff/call-table';
import { checkForwarded, patternOf } from './forwarded-routes';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const METHODS: Method[] = ['GET', 'POST', 'PUT', 'DELETE'];

// The allowlist as it was kept by hand until 29aea16, before it was derived from the table of calls: the
// derived one must let through exactly what this one did, no path and no method more or less.
const ORDER_NUMBER = 'CM-\\d{4}-\\d{6,12}';
const HAND_LIST: [RegExp, Method[]][] = [
  [
    /^auth\/(register|resend-otp|forgot-password|reset-password|change-password|updateProfile|login-code|invitation)$/,
    ['POST'],
  ],
  [/^auth\/me$/, ['GET']],
  [/^addresses$/, ['GET', 'POST']],
  [/^addresses\/\d{1,10}$/, ['PUT', 'DELETE']],
  [/^addresses\/\d{1,10}\/primary$/, ['POST']],
  [/^wallet$/, ['GET']],
  [/^governorates(\/\d{1,10}\/cities)?$/, ['GET']],
  [/^shopping-cart$/, ['GET', 'POST']],
  [/^shopping-cart\/\d{1,10}$/, ['DELETE']],
  [/^wishlist$/, ['GET']],
  [/^wishlist\/\d{1,10}$/, ['POST']],
  [/^checkCoupon$/, ['POST']],
  [/^orders\/summary$/, ['GET']],
  [/^payment-methods$/, ['GET']],
  [/^orders$/, ['GET', 'POST']],
  [new RegExp(`^orders\\/${ORDER_NUMBER}$`), ['GET']],
  [new RegExp(`^orders\\/${ORDER_NUMBER}\\/cancel$`), ['POST']],
  [new RegExp(`^reorder\\/${ORDER_NUMBER}$`), ['POST']],
  [/^payments\/(paytabs|opay)$/, ['POST']],
  [/^contact$/, ['POST']],
  [/^partner-applications$/, ['POST']],
  // The back office: the API checks the caller's role on every call.
  [new RegExp(`^admin\\/orders\\/${ORDER_NUMBER}\\/status$`), ['POST']],
  [/^(admin|seller)\/(products|variants)\/\d{1,10}\/pricing$/, ['PUT']],
  [/^admin\/customers\/\d{1,10}\/(wallet|block)$/, ['POST']],
  [/^seller\/order-lines\/\d{1,10}\/ready$/, ['POST']],
  [/^admin\/(settings|shipping-zones\/\d{1,10})$/, ['PUT']],
  // The catalog of the back office and the seller portal (bo-catalog).
  [/^(admin|seller)\/catalog-options$/, ['GET']],
  [/^(admin|seller)\/products$/, ['POST']],
  [/^(admin|seller)\/products\/\d{1,10}$/, ['PUT']],
  [/^(admin|seller)\/products\/\d{1,10}\/images$/, ['POST', 'PUT']],
  [/^(admin|seller)\/products\/\d{1,10}\/variants$/, ['POST']],
  [/^(admin|seller)\/variants\/\d{1,10}$/, ['PUT', 'DELETE']],
  [/^(admin|seller)\/catalog\/export\.csv$/, ['GET']],
  [/^(admin|seller)\/catalog\/import$/, ['POST']],
  [/^admin\/(categories|brands)$/, ['POST']],
  [/^admin\/categories\/\d{1,10}\/sub-categories$/, ['POST']],
  [/^admin\/(categories|sub-categories|brands)\/\d{1,10}$/, ['PUT']],
  [/^admin\/partner-applications\/\d{1,10}\/(approve|reject|invitation)$/, ['POST']],
  [/^admin\/coupons$/, ['POST']],
  [/^admin\/shipping-zones$/, ['POST']],
  [/^admin\/governorates\/\d{1,10}\/zone$/, ['PUT']],
  [/^admin\/coupons\/\d{1,10}$/, ['PUT']],
  [/^admin\/(blog|recipes)$/, ['POST']],
  [/^admin\/(blog|recipes)\/\d{1,10}$/, ['PUT', 'DELETE']],
  [/^admin\/(blog\/\d{1,10}\/cover|recipes\/\d{1,10}\/image)$/, ['POST']],
  [/^admin\/pages\/(about-us|privacy-policy|terms-and-conditions)$/, ['PUT']],
  [/^admin\/content\/preview$/, ['POST']],
  [/^admin\/partner-applications\/\d{1,10}\/files\/(contract|tax_card)$/, ['GET']],
  // The home page's content (home-admin).
  [/^admin\/home\/(sliders|advertisements)(\/images)?$/, ['POST']],
  [/^admin\/home\/(sliders|advertisements)\/\d{1,10}$/, ['PUT', 'DELETE']],
  [/^admin\/home\/shipping-steps\/\d{1,10}$/, ['PUT']],
  [/^admin\/home\/(sliders|advertisements|shipping-steps)\/order$/, ['PUT']],
];

function checkByHand(path: string, method: string): 'ok' | 'unknown' | 'method' {
  const route = HAND_LIST.find(([pattern]) => pattern.test(path));
  if (!route) return 'unknown';
  return route[1].includes(method as Method) ? 'ok' : 'method';
}

/**
 * Every path a pattern of these lists matches, with each `\d{m,n}` at its shortest and longest: they use only
 * literals, escapes, digit runs and groups of alternatives (optional with `?`).
 */
function pathsOf(pattern: RegExp): string[] {
  const source = pattern.source.replace(/^\^|\$$/g, '');
  let at = 0;
  const sequence = (): string[] => {
    let paths = [''];
    while (at < source.length && source[at] !== '|' && source[at] !== ')') {
      const part = atom();
      paths = paths.flatMap((head) => part.map((tail) => head + tail));
    }
    return paths;
  };
  const atom = (): string[] => {
    const char = source[at];
    if (char === '(') {
      at += source.startsWith('(?:', at) ? 3 : 1;
      const choices = sequence();
      while (source[at] === '|') {
        at += 1;
        choices.push(...sequence());
      }
      at += 1;
      if (source[at] !== '?') return choices;
      at += 1;
      return ['', ...choices];
    }
    const digits = /^\\d\{(\d+)(?:,(\d+))?\}/.exec(source.slice(at));
    if (digits) {
      at += digits[0].length;
      const shortest = Number(digits[1]);
      const longest = Number(digits[2] ?? digits[1]);
      return [...new Set(['7'.repeat(shortest), '3'.repeat(longest)])];
    }
    at += char === '\\' ? 2 : 1;
    return [source.charAt(at - 1)];
  };
  return sequence();
}

const handPaths = HAND_LIST.flatMap(([pattern]) => pathsOf(pattern));
const tablePaths = CALL_TABLE.filter((entry) => !entry.ownRoute).flatMap((entry) =>
  pathsOf(patternOf(entry)),
);

function expectSameAnswers(paths: string[]) {
  for (const path of paths) {
    for (const method of METHODS) {
      expect(checkForwarded(path, method), `${method} ${path}`).toBe(checkByHand(path, method));
    }
  }
}

describe('the allowlist derived from the table of calls', () => {
  it('forwards every path of the hand-kept list, with the same methods', () => {
    expect(handPaths.length).toBeGreaterThan(100);
    expectSameAnswers(handPaths);
  });

  it('forwards nothing more: every path of the table was on the hand-kept list, with the same methods', () => {
    expect(tablePaths.length).toBeGreaterThan(100);
    expectSameAnswers(tablePaths);
  });

  it('refuses what the hand-kept list refused, for paths next to the allowed ones', () => {
    const known = [...handPaths, ...tablePaths];
    const segments = [...new Set(known.flatMap((path) => path.split('/')))];
    const near = fc
      .tuple(fc.constantFrom(...known), fc.nat(), fc.constantFrom(...segments, '..', '', '12345678901', 'x'))
      .map(([path, at, segment]) => {
        const parts = path.split('/');
        const index = at % (parts.length + 1);
        // Replaces one segment, or adds one at the end.
        parts.splice(index, index < parts.length ? 1 : 0, segment);
        return parts.join('/');
      });
    fc.assert(
      fc.property(near, fc.constantFrom(...METHODS), (path, method) => {
        expect(checkForwarded(path, method), `${method} ${path}`).toBe(checkByHand(path, method));
      }),
      { numRuns: 20_000 },
    );
  });
});
