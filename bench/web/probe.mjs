#!/usr/bin/env node
// `node bench/web/probe.mjs <url> [en|ar]`: one Lighthouse run (bench:web's settings) on a running storefront,
// and what its simulated figures were built from (decision 0024):
// - the observed, unthrottled load: each request's start, end and priority; FCP and LCP as they happened;
// - the main thread's tasks until the LCP (PROBE_UNTIL=<ms> to look further), with what each spent time on;
// - the long tasks of the simulation (what TBT counts);
// - Lantern's two LCP graphs: each request and task it counted, and when it ends in the simulation. A request
//   that finished before the observed LCP counts, unless it is a script whose evaluation (a task of 10 ms or
//   more) started after it.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { CHROME_FLAGS, lighthouseSettings } from './lib/lighthouse.mjs';

const [url, locale = 'en'] = process.argv.slice(2);
if (!url) {
  console.error('usage: node bench/web/probe.mjs <url> [en|ar]   (PROBE_UNTIL=<ms> shows tasks until then)');
  process.exit(2);
}

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: CHROME_FLAGS,
  logLevel: 'silent',
});
let result;
try {
  result = await lighthouse(url, {
    port: chrome.port,
    logLevel: 'error',
    onlyCategories: ['performance'],
    extraHeaders: { Cookie: `i18n_redirected=${locale}` },
    ...lighthouseSettings(4),
  });
} finally {
  await chrome.kill();
}
const { lhr, artifacts } = result;
const value = (id) => lhr.audits[id].numericValue;
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const pad = (number, width = 5) => String(Math.round(number)).padStart(width);

const metrics = lhr.audits.metrics.details.items[0];
console.log(
  `simulated: perf ${Math.round(lhr.categories.performance.score * 100)} FCP ${seconds(value('first-contentful-paint'))} ` +
    `LCP ${seconds(value('largest-contentful-paint'))} TBT ${Math.round(value('total-blocking-time'))} ms`,
);
console.log(
  `observed:  FCP ${metrics.observedFirstContentfulPaint} ms  LCP ${metrics.observedLargestContentfulPaint} ms  ` +
    `DCL ${metrics.observedDomContentLoaded} ms  load ${metrics.observedLoad} ms`,
);
const lcpLists = lhr.audits['largest-contentful-paint-element']?.details?.items ?? [];
const element = lcpLists[0]?.items?.[0]?.node;
if (element) console.log(`LCP element: ${element.selector}  ${element.snippet?.slice(0, 160)}`);
for (const list of lcpLists) {
  if (list.items?.[0]?.phase)
    console.log(`  phases: ${list.items.map((p) => `${p.phase} ${Math.round(p.timing)}`).join(', ')}`);
}

const requests = lhr.audits['network-requests'].details.items;
const first = Math.min(...requests.map((r) => r.networkRequestTime));
console.log('\nrequests (ms from the first request → end; priority; transfer kB):');
for (const r of requests) {
  const { pathname, search } = new URL(r.url);
  console.log(
    `  ${pad(r.networkRequestTime - first)} → ${pad(r.networkEndTime - first)}  ${r.priority.padEnd(8)} ` +
      `${(r.transferSize / 1000).toFixed(1).padStart(6)}  ${(r.resourceType ?? 'other').padEnd(10)} ${pathname.slice(0, 70)}${search.slice(0, 30)}`,
  );
}

const events = artifacts.Trace.traceEvents;
const navStart = events.find((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame)?.ts;
const rendererMain = events.find(
  (e) =>
    e.name === 'thread_name' &&
    e.args?.name === 'CrRendererMain' &&
    events.some((x) => x.pid === e.pid && x.name === 'ParseHTML'),
);
const onMain = events.filter((e) => e.pid === rendererMain.pid && e.tid === rendererMain.tid && e.ph === 'X');
const until =
  navStart + (Number(process.env.PROBE_UNTIL) || metrics.observedLargestContentfulPaint + 20) * 1000;
const NAMED = new Set(
  'EvaluateScript ParseHTML Layout UpdateLayoutTree Paint PrePaint FunctionCall v8.compile ParseAuthorStyleSheet TimerFire'.split(
    ' ',
  ),
);
console.log('\nmain-thread tasks over 1 ms (observed, ms from navigation start):');
for (const task of onMain.filter((e) => e.name === 'RunTask' && e.dur > 1000 && e.ts <= until)) {
  const spent = new Map();
  for (const e of onMain) {
    if (e === task || e.ts < task.ts || e.ts + e.dur > task.ts + task.dur || !NAMED.has(e.name)) continue;
    const key = e.name === 'EvaluateScript' ? `Eval ${(e.args?.data?.url ?? '').split('/').pop()}` : e.name;
    spent.set(key, (spent.get(key) ?? 0) + e.dur);
  }
  const what = [...spent]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 4)
    .map(([name, dur]) => `${name} ${(dur / 1000).toFixed(1)}`)
    .join(', ');
  console.log(`  ${pad((task.ts - navStart) / 1000)} +${(task.dur / 1000).toFixed(1).padStart(6)}  ${what}`);
}

console.log('\nlong tasks (simulated; TBT counts what is past 50 ms, after FCP):');
for (const task of lhr.audits['long-tasks']?.details?.items ?? [])
  console.log(`  ${pad(task.startTime)} +${pad(task.duration, 4)}  ${task.url}`);

const settings = lhr.configSettings;
const lantern = await LanternLargestContentfulPaint.request(
  {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
    simulator: null,
  },
  { computedCache: new Map(), settings },
);
for (const kind of ['optimistic', 'pessimistic']) {
  const estimate = lantern[`${kind}Estimate`];
  console.log(
    `\nLCP, ${kind} graph: ${Math.round(estimate.timeInMs)} ms (simulated start → end, observed start)`,
  );
  const rows = [...estimate.nodeTimings.entries()].sort((a, b) => a[1].endTime - b[1].endTime);
  for (const [node, timing] of rows) {
    const evaluated = node.type === 'network' ? [] : [...node.getEvaluateScriptURLs()];
    const what =
      node.type === 'network'
        ? `${node.request.resourceType} ${node.request.priority} ${new URL(node.request.url).pathname.slice(-40)} ` +
          `${(node.request.transferSize / 1000).toFixed(1)} kB`
        : `task ${(node.duration / 1000).toFixed(1)} ms${evaluated.length ? ` eval ${evaluated.map((u) => u.split('/').pop()).join(' ')}` : ''}`;
    const seen = node.type === 'network' ? node.request.rendererStartTime * 1000 : node.startTime;
    console.log(
      `  ${pad(timing.startTime)} → ${pad(timing.endTime)}  (${pad((seen - navStart) / 1000, 4)})  ${what}`,
    );
  }
}
