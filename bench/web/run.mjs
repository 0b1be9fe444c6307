#!/usr/bin/env node
// `npm run bench:web`: Lighthouse (mobile, simulated throttling) on the production storefront, home, shop,
// product and cart pages (and on request checkout, blog and recipes) in English and Arabic, 5 runs each,
// medians; the JavaScript each route loads on a first visit, gzipped, and whose code it is (a source-map
// build). Starts its own API + storefront on their own ports, checks issue 13's aims and writes the "## Web"
// section of bench/RESULTS.md. See bench/README.md.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { attributeRoutes } from './lib/attribution.mjs';
import { describeSources, ensureApiBuild, ensureWebBuild } from './lib/build.mjs';
import { stopAll } from './lib/children.mjs';
import { measureFirstLoadJs } from './lib/first-load-js.mjs';
import { htmlReport, killChromes, lighthouseSettings, runLighthouse } from './lib/lighthouse.mjs';
import { readOptions, USAGE } from './lib/options.mjs';
import {
  AIMS,
  attributionTable,
  chunkTable,
  dominates,
  jsTable,
  lighthouseTable,
  median,
  PARITY,
  parityTable,
  parityVerdict,
  summarize,
  writeWebSection,
} from './lib/report.mjs';
import {
  checkPages,
  checkPorts,
  cookieHeader,
  pickProduct,
  signIn,
  startApi,
  startWeb,
  waitForImages,
} from './lib/servers.mjs';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const require = createRequire(import.meta.url);
const PAGE_LABELS = {
  home: 'home',
  products: 'shop',
  product: 'product',
  cart: 'cart',
  checkout: 'checkout',
  blog: 'blog',
  recipes: 'recipes',
};
/** Each page's URL and its route in the Next build (for the attribution). */
const PAGE_ROUTES = {
  home: ['/', '/[locale]'],
  products: ['/products', '/[locale]/products'],
  product: [null, '/[locale]/single-product/[id]'],
  cart: ['/checkout/cart', '/[locale]/checkout/cart'],
  checkout: ['/checkout/checkout-payment', '/[locale]/checkout/checkout-payment'],
  blog: ['/blog', '/[locale]/blog'],
  recipes: ['/recipes', '/[locale]/recipes'],
};

function machine() {
  return {
    nproc: os.availableParallelism(),
    cpu: os.cpus()[0]?.model.trim() ?? 'unknown',
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    next: require('next/package.json').version,
    lighthouse: require('lighthouse/package.json').version,
    loadAverage: os.loadavg().map((value) => value.toFixed(1)),
  };
}

function targetsFor(options, webUrl, product, session) {
  return options.pages.flatMap((page) =>
    options.locales.map((locale) => {
      const [pagePath, route] = PAGE_ROUTES[page];
      const path = pagePath ?? `/single-product/${product.id}`;
      // Checkout sends guests to log in: it is measured signed in (cookieHeader adds the session).
      return {
        page,
        locale,
        path,
        route,
        url: `${webUrl}${path}`,
        session: page === 'checkout' ? session : undefined,
      };
    }),
  );
}

const fmt = (figures) =>
  `perf ${String(figures.performance).padStart(3)}  LCP ${(figures.lcp / 1000).toFixed(2)} s  ` +
  `CLS ${figures.cls.toFixed(3)}  TBT ${Math.round(figures.tbt)} ms  FCP ${(figures.fcp / 1000).toFixed(2)} s  ` +
  `TTI ${(figures.tti / 1000).toFixed(1)} s  (BI ${Math.round(figures.benchmarkIndex)}, load ${figures.loadAverage.toFixed(1)}, ` +
  `${figures.seconds.toFixed(0)} s)`;

const visit = (target) => ({ url: target.url, locale: target.locale, cookie: cookieHeader(target) });

/** Rounds interleave every page × language, so a shared machine's drifting load spreads over all of them. */
async function lighthouseRounds(options, targets) {
  const runs = new Map(targets.map((target) => [target, []]));
  const settings = { chromePath: options.chromePath, cpuSlowdown: options.cpuSlowdown };
  if (options.warmup) {
    for (const target of targets) {
      try {
        const { figures } = await runLighthouse({ ...settings, ...visit(target) });
        console.log(`warm-up  ${target.page.padEnd(8)} ${target.locale}  ${fmt(figures)}`);
      } catch (error) {
        console.warn(`warm-up  ${target.page.padEnd(8)} ${target.locale}  failed: ${error.message}`);
      }
    }
  }
  for (let run = 1; run <= options.runs; run += 1) {
    for (const target of targets) {
      const label = `run ${run}/${options.runs}  ${target.page.padEnd(8)} ${target.locale}`;
      try {
        const result = await runLighthouse({ ...settings, ...visit(target) });
        runs.get(target).push({ run, ...result });
        console.log(`${label}  ${fmt(result.figures)}`);
      } catch (error) {
        runs.get(target).push({ run, error: String(error.message ?? error) });
        console.warn(`${label}  failed: ${error.message}`);
      }
    }
  }
  return runs;
}

function jsVerdict(jsRows) {
  const missed = jsRows.filter((row) => row.gzip > AIMS.jsGzip);
  return missed.length === 0
    ? 'met on every route'
    : `missed on ${missed.map((row) => `${row.path} (${row.locale})`).join(', ')}`;
}

function htmlVerdict(jsRows) {
  const home = jsRows.filter((row) => row.page === 'home' && row.document);
  if (home.length === 0) return 'not measured';
  const missed = home.filter((row) => row.document.gzip > AIMS.homeHtmlGzip);
  return missed.length === 0
    ? 'met in every language'
    : `missed: ${missed.map((row) => `${(row.document.gzip / 1000).toFixed(1)} kB (${row.locale})`).join(', ')}`;
}

function ownJsVerdict(attribution) {
  if (!attribution) return 'not measured (--no-attribution)';
  const missed = attribution.filter((row) => row.ours > AIMS.ownJsGzip);
  return missed.length === 0
    ? 'met on every route'
    : `missed on ${missed.map((row) => row.route).join(', ')}`;
}

function aimsSummary(rows, jsRows, attribution) {
  const verdict = (name, test) => {
    const missed = rows.filter((row) => !test(row.medians));
    return `${name}: ${missed.length === 0 ? 'met everywhere' : `missed on ${missed.map((row) => `${row.page}/${row.locale}`).join(', ')}`}`;
  };
  return [
    verdict(`performance ≥ ${AIMS.performance}`, (m) => m.performance >= AIMS.performance),
    verdict(`LCP ≤ ${AIMS.lcp / 1000} s`, (m) => m.lcp <= AIMS.lcp),
    verdict(`CLS ≤ ${AIMS.cls}`, (m) => m.cls <= AIMS.cls),
    verdict(`TBT ≤ ${AIMS.tbt} ms`, (m) => m.tbt <= AIMS.tbt),
    `first-load JS ≤ ${AIMS.jsGzip / 1000} kB gzip: ${jsVerdict(jsRows)}`,
    `our own code ≤ ${AIMS.ownJsGzip / 1000} kB gzip of it: ${ownJsVerdict(attribution)}`,
    `home HTML ≤ ${AIMS.homeHtmlGzip / 1000} kB gzip: ${htmlVerdict(jsRows)}`,
  ];
}

function resultsSection({
  options,
  date,
  host,
  sources,
  product,
  rows,
  jsRows,
  attribution,
  chromium,
  out,
  images,
}) {
  const settings = lighthouseSettings(options.cpuSlowdown);
  const t = settings.throttling;
  const e = settings.screenEmulation;
  const bis = rows.flatMap((row) => row.perRunBenchmark ?? []);
  const chunks = chunkTable(jsRows);
  const generatedDominates = dominates(rows, jsRows);
  return `## Web

Measured ${date} with \`npm run bench:web\` (bench/web/run.mjs).

- Machine: ${host.nproc} cores (${host.cpu}), ${host.memoryGb} GB, Node ${host.node}, ${chromium}, Lighthouse \
${host.lighthouse}, Next.js ${host.next}. Shared machine: load average ${host.loadAverage.join(' / ')} when the run \
started, ${host.loadAverageEnd.join(' / ')} at the end. Lighthouse's benchmark index of this host went from \
${Math.round(Math.min(...bis))} to ${Math.round(Math.max(...bis))} over the runs (column BI: the median per page; \
Lighthouse calls a host below 1000 underpowered).
- Code: ${sources}; \`next build\` of a copy in \`${options.buildDirRelative}\`, served by its \`server.mjs\` on \
:${options.webPort}; the API (\`apps/api/dist/server.js\`, PGlite, demo catalog${images ? `, ${images.rendered + images.present} demo images on disk before measuring` : ''}) on \
:${options.apiPort} with DATA_DIR=${options.dataDir}.
- Lighthouse: default config, performance category; form factor mobile (${e.width}×${e.height} at ${e.deviceScaleFactor}×), \
simulated throttling (${t.rttMs} ms RTT, ${(t.throughputKbps / 1024).toFixed(1)} Mbps, ${t.cpuSlowdownMultiplier}× CPU). \
A fresh Chromium (${options.chromePath}, headless=new) per run; language by the cookie \
\`i18n_redirected=en|ar\` sent as an extra header. ${options.runs} runs per page and language, interleaved round by \
round${options.warmup ? ' after one unrecorded warm-up run each (fills the image optimizer cache and warms the servers)' : ''}; \
medians shown, "perf per run" in run order.
- Pages: ${rows
    .filter((row, index, all) => all.findIndex((other) => other.path === row.path) === index)
    .map((row) => `${row.page} \`${row.path}\``)
    .join(', ')} (product: ${product.name}); checkout signed in as the demo staff account with an empty cart,
  the cart page as a guest with an empty cart.

${lighthouseTable(rows)}

Aims (issue 13, on each page and language): ${aimsSummary(rows, jsRows, attribution).join('; ')}.

### Arabic against English

Issue 24's aim: each Arabic page's FCP and LCP medians within ${Math.round((PARITY - 1) * 100)} % of its English twin's, \
in the same run: ${parityVerdict(rows)}. Each run's FCP is shown too: on this host it falls in one of two \
bands about a quarter of a second apart, in either language (the 24.1 sections below), so a median of few runs \
can flip between them; take ratios from runs of 9 or more.

${parityTable(rows)}

### First-load JavaScript

Every script a first visit fetches until the network is idle (fresh profile, the Lighthouse phone's viewport,
no throttling), gzipped here at zlib's default level; the aim is judged on that total. "In the HTML" are the
scripts the document names (needed to hydrate), "imported later" the ones fetched after start-up
(\`next/dynamic\` and the like); "wire" is what \`server.mjs\` actually sent. The HTML is listed apart, with the
inline scripts it carries (React's flight data): JavaScript the phone parses too, though not counted in the
aim. kB = 1000 bytes.

${jsTable(jsRows)}

${
  attribution
    ? `Whose code it is, per route (from a second build of the same sources with browser source maps; each
chunk's gzip size shared out by the bytes its map gives to each source; the framework is next, react,
react-dom, scheduler, @swc/helpers and Turbopack's runtime; "packages" any other node_modules; "our code"
apps/web/src and packages/contracts). Counted on the scripts the HTML names, as the CI budget
(scripts/check-budgets.mjs) does:

${attributionTable(attribution)}

`
    : ''
}Largest chunks (${chunks.sharedCount} chunks, ${(chunks.sharedGzip / 1000).toFixed(1)} kB gzip, are loaded by every route):

${chunks.table}

### What dominates (from the audits of each page's median-score run)

${generatedDominates || 'Every aim is met.'}

Raw figures: \`${out.raw}\`; the median-score run's Lighthouse report per page and language (HTML and JSON): \`${out.dir}/\`.
`;
}

/**
 * `--from bench/out/web-<date>.json`: writes the section again from a run's saved figures, measuring
 * nothing (for a change in the report's wording, or to restore the section a later run replaced).
 */
function rewriteFrom(options) {
  const file = path.resolve(repoRoot, options.from);
  const raw = JSON.parse(readFileSync(file, 'utf8'));
  const outDir = file.replace(/\.json$/, '');
  for (const row of raw.rows) {
    // Saved before rows carried the median-score run's own figures: take them from the runs.
    const key = Object.keys(PAGE_LABELS).find((page) => PAGE_LABELS[page] === row.page);
    row.representative ??= raw.runs[`${key}/${row.locale}`]?.find(
      (run) => run.run === row.representativeRun,
    )?.figures;
    row.perRunFcp ??= raw.runs[`${key}/${row.locale}`]
      ?.filter((run) => run.figures)
      .map((run) => run.figures.fcp);
  }
  let chromium = raw.chromium;
  if (!chromium && existsSync(outDir)) {
    const report = readdirSync(outDir).find((name) => name.endsWith('.json'));
    const agent =
      report && JSON.parse(readFileSync(path.join(outDir, report), 'utf8')).environment.hostUserAgent;
    chromium = agent?.match(/Chrome\/([\d.]+)/)
      ? `Chromium ${agent.match(/Chrome\/([\d.]+)/)[1]}`
      : 'Chromium';
  }
  const section = resultsSection({
    ...raw,
    chromium: chromium ?? 'Chromium',
    out: { raw: path.relative(repoRoot, file), dir: path.relative(repoRoot, outDir) },
  });
  writeWebSection(path.join(repoRoot, 'bench/RESULTS.md'), section);
  console.log(`written: bench/RESULTS.md (## Web) from ${path.relative(repoRoot, file)}`);
}

/** A second build of the same sources with browser source maps, split per measured route. */
async function attribute(options, targets) {
  const buildDir = `${options.buildDirAbs}-maps`;
  await ensureWebBuild({
    repoRoot,
    webDir: options.webDirAbs,
    buildDir,
    force: options.build,
    sourceMaps: true,
  });
  const routes = [...new Set(targets.map((target) => target.route))];
  const rows = attributeRoutes(path.join(buildDir, '.next'));
  return routes.map((route) => rows.find((row) => row.route === route)).filter(Boolean);
}

async function main(options) {
  if (options.from) return rewriteFrom(options);
  await checkPorts(options.apiPort, options.webPort);
  await ensureApiBuild({ apiDir: options.apiDirAbs, force: options.build });
  const hash = await ensureWebBuild({
    repoRoot,
    webDir: options.webDirAbs,
    buildDir: options.buildDirAbs,
    force: options.build,
  });
  const sources = describeSources(repoRoot, options.webDirAbs, hash);
  const host = machine();
  const date = new Date().toISOString();
  console.log(`load average ${host.loadAverage.join(' / ')}; ${sources}`);

  const api = await startApi({
    apiDir: options.apiDirAbs,
    apiPort: options.apiPort,
    webPort: options.webPort,
    dataDir: options.dataDir,
  });
  console.log(`api ready on ${api.baseUrl} (DATA_DIR ${options.dataDir})`);
  const web = await startWeb({
    repoRoot,
    buildDir: options.buildDirAbs,
    webPort: options.webPort,
    apiUrl: api.baseUrl,
  });
  console.log(`storefront ready on ${web.baseUrl}`);
  const product = await pickProduct(api.baseUrl);
  const session = options.pages.includes('checkout') ? await signIn(web.baseUrl) : undefined;
  const images = await waitForImages({ api, web, product });
  console.log(
    `demo images ready (${images.rendered ?? '?'} rendered now, ${images.present ?? '?'} already on disk; ` +
      `waited ${images.seconds.toFixed(0)} s; ${images.url} answers)`,
  );
  const targets = targetsFor(options, web.baseUrl, product, session);
  await checkPages(targets);

  console.log('\nfirst-load JavaScript…');
  const jsRows = await measureFirstLoadJs({ targets, chromePath: options.chromePath });
  for (const row of jsRows) {
    console.log(
      `  ${row.path.padEnd(22)} ${row.locale} (${row.lang})  ${row.scripts} scripts  ${(row.raw / 1000).toFixed(1)} kB  ` +
        `${(row.gzip / 1000).toFixed(1)} kB gzip  ${(row.wire / 1000).toFixed(1)} kB wire (${row.encodings.join(',')})  ` +
        `HTML ${(row.document?.gzip / 1000).toFixed(1)} kB gzip`,
    );
  }

  console.log(
    `\nLighthouse: ${targets.length} pages × ${options.runs} runs${options.warmup ? ' + warm-up' : ''}…`,
  );
  const runs = await lighthouseRounds(options, targets);
  host.loadAverageEnd = os.loadavg().map((value) => value.toFixed(1));

  const rows = targets.map((target) => {
    // The session cookie stays out of the saved figures.
    const { session: _session, ...shown } = target;
    const row = summarize({ ...shown, page: PAGE_LABELS[target.page] }, runs.get(target));
    row.perRunBenchmark = runs
      .get(target)
      .filter((run) => run.figures)
      .map((run) => run.figures.benchmarkIndex);
    return row;
  });
  const attribution = options.attribution ? await attribute(options, targets) : undefined;
  console.log(`\n${lighthouseTable(rows)}\n\n${jsTable(jsRows)}\n`);
  if (attribution) console.log(`${attributionTable(attribution)}\n`);
  for (const line of aimsSummary(rows, jsRows, attribution)) console.log(line);
  console.log(
    `\n${parityTable(rows)}\nArabic within ${Math.round((PARITY - 1) * 100)} % of English: ${parityVerdict(rows)}`,
  );

  // Raw figures and the representative runs' reports, git-ignored under bench/out.
  const stamp = date.replace(/[:.]/g, '-');
  const outDir = path.join(repoRoot, 'bench/out', `web-${stamp}`);
  mkdirSync(outDir, { recursive: true });
  let chromium = 'Chromium';
  for (const target of targets) {
    const row = rows.find(
      (candidate) => candidate.path === target.path && candidate.locale === target.locale,
    );
    const representative = runs.get(target).find((run) => run.run === row.representativeRun && run.lhr);
    if (!representative) continue;
    const name = `${target.page}-${target.locale}`;
    writeFileSync(path.join(outDir, `${name}.json`), JSON.stringify(representative.lhr));
    writeFileSync(path.join(outDir, `${name}.html`), htmlReport(representative.lhr));
    const version = representative.lhr.environment.hostUserAgent.match(/Chrome\/([\d.]+)/)?.[1];
    if (version) chromium = `Chromium ${version}`;
  }
  const rawFile = path.join(repoRoot, 'bench/out', `web-${stamp}.json`);
  const perRun = Object.fromEntries(
    targets.map((target) => [
      `${target.page}/${target.locale}`,
      runs.get(target).map(({ run, figures, diagnostics, error }) => ({ run, figures, diagnostics, error })),
    ]),
  );
  writeFileSync(
    rawFile,
    `${JSON.stringify({ date, options, host, sources, product, images, chromium, rows, jsRows, attribution, runs: perRun }, null, 2)}\n`,
  );
  const out = { raw: path.relative(repoRoot, rawFile), dir: path.relative(repoRoot, outDir) };
  console.log(`raw figures: ${out.raw}; median-run reports: ${out.dir}/`);

  if (options.write) {
    const section = resultsSection({
      options,
      date,
      host,
      sources,
      product,
      rows,
      jsRows,
      attribution,
      chromium,
      out,
      images,
    });
    writeWebSection(path.join(repoRoot, 'bench/RESULTS.md'), section);
    console.log('written: bench/RESULTS.md (## Web)');
  } else {
    console.log('bench/RESULTS.md left as it is (--quick or --no-write)');
  }
  const medianBenchmark = median(rows.flatMap((row) => row.perRunBenchmark));
  if (medianBenchmark < 1000) {
    console.log(
      `note: Lighthouse's benchmark index of this host is ${Math.round(medianBenchmark)} (< 1000): TBT/TTI and the score are ` +
        'inflated by the host, see bench/README.md',
    );
  }
}

let cleaning;
function cleanup() {
  cleaning ??= (async () => {
    await killChromes();
    await stopAll();
  })();
  return cleaning;
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping Chromium and the servers…`);
    cleanup().finally(() => process.exit(130));
  });
}

let options;
try {
  options = readOptions();
  options.apiDirAbs = path.resolve(repoRoot, options.apiDir);
  options.webDirAbs = path.resolve(repoRoot, options.webDir);
  options.buildDirAbs = path.resolve(repoRoot, options.buildDir);
  options.buildDirRelative = path.relative(repoRoot, options.buildDirAbs);
} catch (error) {
  console.error(`${error.message}\n\n${USAGE}`);
  process.exit(2);
}
if (options.help) {
  console.log(USAGE);
} else {
  try {
    await main(options);
  } catch (error) {
    console.error(`\nbench failed: ${error.stack ?? error}`);
    process.exitCode = 1;
  } finally {
    await cleanup();
  }
}
