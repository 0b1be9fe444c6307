// Byte budgets of the storefront (apps/web/budgets.json), checked by scripts/check-budgets.mjs: the
// JavaScript each route names in its HTML, read from the Next build output, and the home page's HTML as the
// running store serves it. Bytes only, gzipped here at zlib's default level, so a run on the same build
// always gives the same figures: the check cannot flake. Pure helpers here; the I/O is in the script.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { gzipSync } from 'node:zlib';

export const gzipSize = (bytes) => gzipSync(bytes).length;

/** `/[locale]/admin/**` → a RegExp: `*` is one path segment, `**` any number of them. */
export function routePattern(glob) {
  const source = glob
    .split('/')
    .map((segment) =>
      segment === '**'
        ? '.*'
        : segment
            .split('*')
            .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
            .join('[^/]*'),
    )
    .join('/');
  return new RegExp(`^${source.replace(/\/\.\*$/, '(?:/.*)?')}$`);
}

/** The first budget whose `route` matches, so specific entries go before the catch-all. */
export function budgetFor(route, budgets) {
  return budgets.find((budget) => routePattern(budget.route).test(route));
}

/** A route's name from its client reference manifest's key: `/[locale]/products/page` → `/[locale]/products`. */
export const routeName = (manifestKey) => manifestKey.replace(/\/page$/, '') || '/';

function findManifests(dir, found = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) findManifests(full, found);
    else if (entry.name === 'page_client-reference-manifest.js') found.push(full);
  }
  return found;
}

/**
 * First-load JavaScript per page route of a Next (App Router) build: the framework's root chunks plus every
 * chunk the route's client reference manifest lists for its layouts, page and boundaries, i.e. the scripts
 * its HTML names. Chunks loaded later (`next/dynamic`, `import()`) are not counted, as a first visit does not
 * wait for them. Returns [{ route, files, gzip }], largest first.
 */
export function firstLoadJs(nextDir) {
  const buildManifest = JSON.parse(readFileSync(path.join(nextDir, 'build-manifest.json'), 'utf8'));
  const sizes = new Map();
  const sizeOf = (file) => {
    if (!sizes.has(file)) sizes.set(file, gzipSize(readFileSync(path.join(nextDir, file))));
    return sizes.get(file);
  };
  const rows = [];
  for (const file of findManifests(path.join(nextDir, 'server/app'))) {
    const context = { globalThis: {} };
    context.self = context.globalThis;
    vm.runInNewContext(readFileSync(file, 'utf8'), context);
    for (const [key, manifest] of Object.entries(context.globalThis.__RSC_MANIFEST ?? {})) {
      const files = [
        ...new Set([...buildManifest.rootMainFiles, ...Object.values(manifest.entryJSFiles).flat()]),
      ];
      rows.push({ route: routeName(key), files, gzip: files.reduce((sum, name) => sum + sizeOf(name), 0) });
    }
  }
  return rows.sort((a, b) => b.gzip - a.gzip);
}

/** Compares measured rows ({ label, gzip, budget }) with their budgets; returns the lines of a report. */
export function verdicts(rows) {
  return rows.map((row) => {
    const over = row.budget === undefined ? undefined : row.gzip - row.budget;
    const figure = `${(row.gzip / 1000).toFixed(1)} kB`;
    if (over === undefined) return { ...row, ok: false, line: `NO BUDGET ${row.label}: ${figure}` };
    const budget = `${(row.budget / 1000).toFixed(1)} kB`;
    return over > 0
      ? { ...row, ok: false, line: `OVER      ${row.label}: ${figure} > ${budget} (by ${over} bytes)` }
      : { ...row, ok: true, line: `ok        ${row.label}: ${figure} ≤ ${budget}` };
  });
}
