// First-load JavaScript per route, measured rather than inferred from build manifests: a fresh Chromium
// profile (empty cache) opens the page as the Lighthouse phone (412×823 at 1.75×, touch, mobile UA) and
// every script the page fetches until the network is idle is counted: its decoded size, its size gzipped
// here at zlib's default level (what server.mjs sends), and the bytes that actually crossed the wire.
// The HTML document is reported apart, with the inline scripts it carries (React's flight data), since
// those are JavaScript the phone parses too but no build manifest counts them.
import { gzipSync } from 'node:zlib';
import * as constants from 'lighthouse/core/config/constants.js';
import { chromium } from 'playwright-core';
import { CHROME_FLAGS } from './lighthouse.mjs';

const timeout = (ms) =>
  new Promise((_, reject) => setTimeout(() => reject(new Error('timed out')), ms).unref());

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi;

export async function measureFirstLoadJs({ targets, chromePath }) {
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: CHROME_FLAGS.filter((flag) => !flag.startsWith('--headless')),
  });
  try {
    const rows = [];
    for (const target of targets) rows.push(await measureOne(browser, target));
    return rows;
  } finally {
    await browser.close();
  }
}

async function measureOne(browser, target) {
  const emulation = constants.screenEmulationMetrics.mobile;
  const context = await browser.newContext({
    viewport: { width: emulation.width, height: emulation.height },
    deviceScaleFactor: emulation.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    userAgent: constants.userAgents.mobile,
  });
  const cookies = [target.session, `i18n_redirected=${target.locale}`]
    .filter(Boolean)
    .join('; ')
    .split('; ')
    .map((pair) => {
      const [name, ...value] = pair.split('=');
      return { name, value: value.join('='), url: target.url };
    });
  await context.addCookies(cookies);
  const page = await context.newPage();
  const pending = [];
  page.on('response', (response) => {
    const request = response.request();
    const type = request.resourceType();
    if (type !== 'script' && type !== 'document') return;
    pending.push(
      (async () => {
        const body = await Promise.race([response.body(), timeout(15_000)]).catch(() => Buffer.alloc(0));
        const sizes = await request.sizes().catch(() => ({ responseBodySize: 0 }));
        return {
          type,
          url: new URL(response.url()).pathname,
          status: response.status(),
          encoding: response.headers()['content-encoding'] ?? 'identity',
          raw: body.length,
          gzip: gzipSync(body).length,
          wire: sizes.responseBodySize,
          body: type === 'document' ? body.toString('utf8') : undefined,
        };
      })(),
    );
  });
  // Not Playwright's "networkidle": a page may keep a request open for good (a prefetch that never ends),
  // so wait instead until no script has been in flight for 2 s (at most 30 s after the load event).
  const inFlight = new Set();
  let lastScriptActivity = Date.now();
  const settle = (request) => {
    if (inFlight.delete(request)) lastScriptActivity = Date.now();
  };
  page.on('request', (request) => {
    if (request.resourceType() !== 'script') return;
    inFlight.add(request);
    lastScriptActivity = Date.now();
  });
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  await page.goto(target.url, { waitUntil: 'load', timeout: 120_000 });
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline && (inFlight.size > 0 || Date.now() - lastScriptActivity < 2_000)) {
    await page.waitForTimeout(250);
  }
  const lang = await page.evaluate(() => `${document.documentElement.lang}/${document.documentElement.dir}`);
  const responses = await Promise.all(pending);
  await context.close();

  const scripts = responses.filter((entry) => entry.type === 'script' && entry.status === 200);
  const document = responses.find((entry) => entry.type === 'document');
  const inline = [...(document?.body ?? '').matchAll(INLINE_SCRIPT)].map((match) => match[1]).join('\n');
  // Referenced by the HTML (script tags, preloads, the flight data's client references) = needed to hydrate;
  // anything else was imported later (next/dynamic, lazy components) but still during the first visit.
  const html = document?.body ?? '';
  for (const entry of scripts) entry.initial = html.includes(entry.url);
  const sum = (key, only = () => true) =>
    scripts.filter(only).reduce((total, entry) => total + entry[key], 0);
  return {
    page: target.page,
    locale: target.locale,
    path: target.path,
    lang,
    scripts: scripts.length,
    raw: sum('raw'),
    gzip: sum('gzip'),
    wire: sum('wire'),
    initialGzip: sum('gzip', (entry) => entry.initial),
    lazyGzip: sum('gzip', (entry) => !entry.initial),
    encodings: [...new Set(scripts.map((entry) => entry.encoding))],
    chunks: scripts
      .map(({ url, raw, gzip, wire, initial }) => ({ url, raw, gzip, wire, initial }))
      .sort((a, b) => b.gzip - a.gzip),
    document: document
      ? {
          raw: document.raw,
          gzip: document.gzip,
          wire: document.wire,
          inlineScriptRaw: Buffer.byteLength(inline),
          inlineScriptGzip: gzipSync(inline).length,
        }
      : null,
  };
}
