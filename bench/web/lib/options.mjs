// Settings of a web bench run, from flags first, then BENCH_WEB_* environment variables, then defaults.
// The defaults are issue 3's protocol: mobile Lighthouse, 5 runs per page and language.
import { parseArgs } from 'node:util';

/** The aims' pages first (measured by default), then the ones only measured on request. */
export const AIM_PAGES = ['home', 'products', 'product', 'cart'];
export const PAGES = [...AIM_PAGES, 'checkout', 'blog', 'recipes'];
export const LOCALES = ['en', 'ar'];

const DEFAULTS = {
  runs: 5,
  pages: AIM_PAGES.join(','),
  locales: LOCALES.join(','),
  apiPort: 4600,
  webPort: 3600,
  dataDir: '/tmp/coffee-bench-web',
  buildDir: '.data/bench-web',
  webDir: 'apps/web',
  apiDir: 'apps/api',
  chromePath: '/usr/bin/chromium',
  cpuSlowdown: 4,
};

const FLAGS = {
  runs: { type: 'string' },
  pages: { type: 'string' },
  locales: { type: 'string' },
  'api-port': { type: 'string' },
  'web-port': { type: 'string' },
  'data-dir': { type: 'string' },
  'build-dir': { type: 'string' },
  'web-dir': { type: 'string' },
  'api-dir': { type: 'string' },
  'chrome-path': { type: 'string' },
  'cpu-slowdown': { type: 'string' },
  'no-warmup': { type: 'boolean', default: false },
  'no-attribution': { type: 'boolean', default: false },
  from: { type: 'string' },
  quick: { type: 'boolean', default: false },
  write: { type: 'boolean', default: false },
  'no-write': { type: 'boolean', default: false },
  build: { type: 'boolean', default: false },
  help: { type: 'boolean', default: false },
};

export const USAGE = `Usage: npm run bench:web -- [options]
  --runs N           Lighthouse runs per page and language; the table shows medians
                     (BENCH_WEB_RUNS, default ${DEFAULTS.runs})
  --pages LIST       any of ${PAGES.join(',')} (BENCH_WEB_PAGES, default ${AIM_PAGES.join(',')});
                     checkout is measured signed in as the demo staff account, with an empty cart
  --locales LIST     any of ${LOCALES.join(',')} (BENCH_WEB_LOCALES, default both)
  --api-port N       port of the API the bench starts (BENCH_WEB_API_PORT, default ${DEFAULTS.apiPort})
  --web-port N       port of the storefront the bench starts (BENCH_WEB_WEB_PORT, default ${DEFAULTS.webPort})
  --data-dir DIR     the API's DATA_DIR: embedded database + demo images, kept between runs
                     (BENCH_WEB_DATA_DIR, default ${DEFAULTS.dataDir})
  --build-dir DIR    where the storefront is copied and built, two levels below the repository root
                     (BENCH_WEB_BUILD_DIR, default ${DEFAULTS.buildDir}); rebuilt only when the sources changed
  --web-dir DIR      the storefront sources to measure (BENCH_WEB_WEB_DIR, default ${DEFAULTS.webDir})
  --api-dir DIR      the API package (BENCH_WEB_API_DIR, default ${DEFAULTS.apiDir}); dist/ built if missing
  --chrome-path FILE Chromium for Lighthouse and the JS count (CHROME_PATH, default ${DEFAULTS.chromePath})
  --cpu-slowdown N   Lighthouse's simulated CPU slowdown (BENCH_WEB_CPU_SLOWDOWN, default ${DEFAULTS.cpuSlowdown},
                     Lighthouse's mobile default); only to calibrate for a slow host, see README
  --no-warmup        skip the unrecorded Lighthouse run per page and language before measuring
  --no-attribution   skip the second build (with source maps) that splits each route's JavaScript into
                     framework, packages and our own code
  --quick            1 run per page and language, no warm-up; does not touch RESULTS.md
  --write / --no-write  force or skip writing bench/RESULTS.md (default: write unless --quick)
  --build            rebuild the storefront copy and the API even if they look current
  --from FILE        measure nothing: write the "## Web" section again from a run's saved figures
                     (bench/out/web-<date>.json)`;

function positiveNumber(name, raw) {
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0)
    throw new Error(`--${name} must be a positive number, got ${raw}`);
  return value;
}

function list(name, raw, allowed) {
  const items = String(raw)
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  for (const item of items) {
    if (!allowed.includes(item))
      throw new Error(`--${name}: unknown "${item}" (known: ${allowed.join(', ')})`);
  }
  if (items.length === 0) throw new Error(`--${name} is empty`);
  return allowed.filter((item) => items.includes(item));
}

export function readOptions(argv = process.argv.slice(2)) {
  const { values } = parseArgs({ args: argv, options: FLAGS, strict: true });
  const pick = (flag, envName, fallback) => values[flag] ?? process.env[envName] ?? fallback;
  const quick = values.quick;
  return {
    help: values.help,
    quick,
    runs: Math.round(positiveNumber('runs', pick('runs', 'BENCH_WEB_RUNS', quick ? 1 : DEFAULTS.runs))),
    pages: list('pages', pick('pages', 'BENCH_WEB_PAGES', DEFAULTS.pages), PAGES),
    locales: list('locales', pick('locales', 'BENCH_WEB_LOCALES', DEFAULTS.locales), LOCALES),
    apiPort: Math.round(positiveNumber('api-port', pick('api-port', 'BENCH_WEB_API_PORT', DEFAULTS.apiPort))),
    webPort: Math.round(positiveNumber('web-port', pick('web-port', 'BENCH_WEB_WEB_PORT', DEFAULTS.webPort))),
    dataDir: pick('data-dir', 'BENCH_WEB_DATA_DIR', DEFAULTS.dataDir),
    buildDir: pick('build-dir', 'BENCH_WEB_BUILD_DIR', DEFAULTS.buildDir),
    webDir: pick('web-dir', 'BENCH_WEB_WEB_DIR', DEFAULTS.webDir),
    apiDir: pick('api-dir', 'BENCH_WEB_API_DIR', DEFAULTS.apiDir),
    chromePath: pick('chrome-path', 'CHROME_PATH', DEFAULTS.chromePath),
    cpuSlowdown: positiveNumber(
      'cpu-slowdown',
      pick('cpu-slowdown', 'BENCH_WEB_CPU_SLOWDOWN', DEFAULTS.cpuSlowdown),
    ),
    warmup: !values['no-warmup'] && !quick,
    attribution: !values['no-attribution'],
    build: values.build,
    from: values.from,
    write: values.write || (!quick && !values['no-write']),
  };
}
