// One Lighthouse run = a fresh Chromium (chrome-launcher, its own throwaway profile) + Lighthouse's default
// config: mobile form factor (moto g power, 412×823 at 1.75×), simulated throttling (slow 4G, 150 ms RTT,
// 1.6 Mbps, 4× CPU), performance category only. The language is chosen the way a returning shopper's
// browser does it: the `i18n_redirected` cookie, sent as an extra header on every request.
import os from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { generateReport } from 'lighthouse';
import * as constants from 'lighthouse/core/config/constants.js';

export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

const launched = new Set();

/** Kills every Chromium this module started and has not closed yet (ctrl-c, failures). */
export async function killChromes() {
  await Promise.all([...launched].map((chrome) => Promise.resolve(chrome.kill()).catch(() => {})));
  launched.clear();
}

export function lighthouseSettings(cpuSlowdown) {
  return {
    formFactor: 'mobile',
    screenEmulation: constants.screenEmulationMetrics.mobile,
    throttlingMethod: 'simulate',
    throttling: { ...constants.throttling.mobileSlow4G, cpuSlowdownMultiplier: cpuSlowdown },
  };
}

/** Runs Lighthouse once on `url` in `locale`; returns the figures, the diagnostics and the full result. */
export async function runLighthouse({ url, locale, chromePath, cpuSlowdown, cookie }) {
  const loadAverage = os.loadavg()[0];
  const started = Date.now();
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  launched.add(chrome);
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      onlyCategories: ['performance'],
      extraHeaders: { Cookie: cookie ?? `i18n_redirected=${locale}` },
      maxWaitForLoad: 90_000,
      ...lighthouseSettings(cpuSlowdown),
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error('Lighthouse returned no result');
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    return {
      figures: figuresOf(lhr, { loadAverage, seconds: (Date.now() - started) / 1000 }),
      diagnostics: diagnosticsOf(lhr),
      lhr,
    };
  } finally {
    launched.delete(chrome);
    await Promise.resolve(chrome.kill()).catch(() => {});
  }
}

export function htmlReport(lhr) {
  return generateReport(lhr, 'html');
}

function figuresOf(lhr, extra) {
  const audit = (id) => lhr.audits[id]?.numericValue;
  const score = lhr.categories.performance.score;
  const observed = lhr.audits.metrics?.details?.items?.[0] ?? {};
  return {
    performance: score === null ? null : Math.round(score * 100),
    lcp: audit('largest-contentful-paint'),
    cls: audit('cumulative-layout-shift'),
    tbt: audit('total-blocking-time'),
    fcp: audit('first-contentful-paint'),
    tti: audit('interactive'),
    si: audit('speed-index'),
    ttfb: audit('server-response-time'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    // The unthrottled load the simulation starts from (kept to study the simulated FCP's two bands).
    observed: {
      fcp: observed.observedFirstContentfulPaint,
      dcl: observed.observedDomContentLoaded,
      load: observed.observedLoad,
    },
    warnings: lhr.runWarnings,
    ...extra,
  };
}

const short = (url) => {
  try {
    const parsed = new URL(url);
    return parsed.pathname === '/' ? '(document)' : `${parsed.pathname}${parsed.search}`;
  } catch {
    return url;
  }
};

const items = (lhr, id) => lhr.audits[id]?.details?.items ?? [];

/** What the audits say dominates each metric: kept small enough to store per run. */
function diagnosticsOf(lhr) {
  const lcpLists = items(lhr, 'largest-contentful-paint-element');
  const lcpNode = lcpLists.find((list) => list.items?.[0]?.node)?.items[0].node;
  const lcpPhases = lcpLists.find((list) => list.items?.[0]?.phase)?.items ?? [];
  const requests = items(lhr, 'network-requests');
  const document = requests.find((request) => request.resourceType === 'Document');
  const treemap = lhr.audits['script-treemap-data']?.details?.nodes ?? [];
  const inline = treemap.find(
    (node) => node.name === lhr.finalDisplayedUrl || node.name === lhr.mainDocumentUrl,
  );
  const domStats = items(lhr, 'dom-size-insight');
  return {
    lcpElement: lcpNode
      ? { selector: lcpNode.selector, label: lcpNode.nodeLabel, snippet: lcpNode.snippet?.slice(0, 240) }
      : null,
    lcpPhases: Object.fromEntries(lcpPhases.map((phase) => [phase.phase, Math.round(phase.timing)])),
    lcpDiscovery: lhr.audits['lcp-discovery-insight']?.details?.items?.[0]?.items ?? null,
    renderBlocking: items(lhr, 'render-blocking-insight').map((item) => ({
      url: short(item.url),
      bytes: item.totalBytes,
      ms: Math.round(item.wastedMs ?? 0),
    })),
    bootup: items(lhr, 'bootup-time')
      .slice(0, 6)
      .map((item) => ({
        url: short(item.url),
        totalMs: Math.round(item.total),
        scriptingMs: Math.round(item.scripting),
        parseMs: Math.round(item.scriptParseCompile),
      })),
    mainThread: Object.fromEntries(
      items(lhr, 'mainthread-work-breakdown').map((item) => [item.group, Math.round(item.duration)]),
    ),
    longTasks: items(lhr, 'long-tasks')
      .slice(0, 5)
      .map((task) => ({
        url: short(task.url),
        ms: Math.round(task.duration),
        start: Math.round(task.startTime),
      })),
    scripts: requests
      .filter((request) => request.resourceType === 'Script')
      .map((request) => ({
        url: short(request.url),
        transfer: request.transferSize,
        resource: request.resourceSize,
      }))
      .sort((a, b) => b.transfer - a.transfer),
    fonts: requests
      .filter((request) => request.resourceType === 'Font')
      .map((request) => ({ url: short(request.url), transfer: request.transferSize })),
    unusedJs: items(lhr, 'unused-javascript').map((item) => ({
      url: short(item.url),
      bytes: item.totalBytes,
      unused: item.wastedBytes,
    })),
    legacyJsBytes: items(lhr, 'legacy-javascript-insight').reduce(
      (sum, item) => sum + (item.wastedBytes ?? 0),
      0,
    ),
    document: document
      ? {
          transfer: document.transferSize,
          resource: document.resourceSize,
          inlineScriptBytes: inline?.resourceBytes,
        }
      : null,
    totalBytes: lhr.audits['total-byte-weight']?.numericValue,
    domElements: domStats.find((row) => row.statistic === 'Total elements')?.value?.value,
    layoutShifts: items(lhr, 'layout-shifts').map((item) => ({
      node: item.node?.nodeLabel ?? item.node?.selector,
      score: item.score,
    })),
  };
}
