#!/usr/bin/env node
// `node scripts/check-budgets.mjs --url http://127.0.0.1:3100`: fails (exit 1) when the storefront's
// first-load JavaScript on any route, or the home page's HTML in either language, is above its budget in
// apps/web/budgets.json. Reads the build in apps/web/.next (run it after `next build`) and, for the HTML,
// the store running at --url. Bytes only, gzipped here at zlib's default level: the same build gives the same
// JS figures, and HTML figures within a few bytes (each answer has its own CSP nonce: the Arabic home in
// Eid al-Adha is 29,983 to 29,996 B over 300 warm answers, 4 B under its budget at most; bench/RESULTS.md,
// 'the in-season home budget's margin'). Run by .ci/run once the pair answers. See bench/README.md.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { budgetFor, firstLoadJs, gzipSize, verdicts } from './lib/budgets.mjs';

const root = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: {
    'next-dir': { type: 'string', default: path.join(root, 'apps/web/.next') },
    budgets: { type: 'string', default: path.join(root, 'apps/web/budgets.json') },
    url: { type: 'string' },
  },
});

const WHEN_OVER = `
A budget is blown. First see what grew: \`npm run bench:web -- --quick\` lists each route's chunks, and this
script on main's build gives the figures before the change. Then either
  - keep the new code off the first load: a server component instead of a client one, \`next/dynamic\` or an
    \`import()\` on first use, or only in the route (segment layout) that needs it; or
  - if every shopper really needs it at start-up, raise that one budget in apps/web/budgets.json in the same
    commit and say why in its message (the aims are in bench/README.md; a budget above an aim needs the
    lead's agreement).
A route with NO BUDGET matches no entry: add one (the catch-all "**" should be last).`;

async function fetchHtml(url, locale, season = 'none') {
  // Out of season (`season_preview=none`) and, for the entries that name one, in a season: the seasonal header
  // (summer, Ramadan, the Eids; 0.3 to 0.5 kB) follows the calendar, so each entry previews its own and a
  // check that passed in November gets the same verdict in June on the same build.
  const cookie = `i18n_redirected=${locale}; season_preview=${season}`;
  const get = async () => {
    const response = await fetch(url, { headers: { cookie }, redirect: 'manual' });
    if (response.status !== 200) throw new Error(`${url} (${locale}) answered ${response.status}`);
    return Buffer.from(await response.arrayBuffer());
  };
  // The second answer, as a running store serves the page: the first after a start is written while the API's
  // answers are still being fetched, and React then sends its flight rows in another order (the footer's copy
  // out of gzip's window of its markup: Arabic 30.5 kB once, 29.5 kB after; decision 0060's second amendment).
  await get();
  const html = await get();
  if (!html.includes(`<html lang="${locale}"`)) throw new Error(`${url} did not answer in ${locale}`);
  return html;
}

async function main() {
  const budgets = JSON.parse(readFileSync(values.budgets, 'utf8'));
  if (!existsSync(path.join(values['next-dir'], 'build-manifest.json')))
    throw new Error(`no Next build in ${values['next-dir']}: run \`npm run build -w @coffee/web\` first`);

  const js = firstLoadJs(values['next-dir']).map((row) => ({
    label: `first-load JS ${row.route}`,
    gzip: row.gzip,
    budget: budgetFor(row.route, budgets.firstLoadJsGzip)?.maxBytes,
  }));
  const html = [];
  if (values.url) {
    for (const page of budgets.htmlGzip) {
      const body = await fetchHtml(new URL(page.path, values.url), page.locale, page.season);
      const when = page.season ? `, ${page.season}` : '';
      html.push({
        label: `HTML ${page.path} (${page.locale}${when})`,
        gzip: gzipSize(body),
        budget: page.maxBytes,
      });
    }
  }
  const results = verdicts([...js, ...html]);
  for (const result of results) console.log(result.line);
  if (!values.url) console.log('HTML not checked: pass --url of a running storefront');
  const failed = results.filter((result) => !result.ok);
  if (failed.length > 0) {
    console.error(
      `\n${failed.length} of ${results.length} over budget or without one (kB = 1000 bytes, gzip).`,
    );
    console.error(WHEN_OVER);
    process.exitCode = 1;
  } else {
    console.log(`\nall ${results.length} within budget (apps/web/budgets.json)`);
  }
}

main().catch((error) => {
  console.error(`check-budgets: ${error.message}`);
  process.exitCode = 2;
});
