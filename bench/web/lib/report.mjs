// Medians, the issue's aims, and the "## Web" section of bench/RESULTS.md.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

/** Issue 13's aims: Lighthouse medians, first-load JS (all, and our own code above the framework), home HTML. */
export const AIMS = {
  performance: 95,
  lcp: 2000,
  cls: 0.05,
  tbt: 150,
  jsGzip: 160_000,
  ownJsGzip: 25_000,
  homeHtmlGzip: 30_000,
};

/** Hand-written notes below this line survive a rewrite of the section by the bench. */
export const NOTES_MARKER =
  '<!-- bench:web keeps everything below this line when it rewrites the section -->';

export function median(values) {
  const sorted = values
    .filter((value) => typeof value === 'number' && Number.isFinite(value))
    .sort((a, b) => a - b);
  if (sorted.length === 0) return undefined;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

const METRICS = [
  'performance',
  'lcp',
  'cls',
  'tbt',
  'fcp',
  'tti',
  'si',
  'ttfb',
  'benchmarkIndex',
  'loadAverage',
];

/** The parity aim (issue 24): each Arabic page's FCP and LCP medians within 10 % of its English twin's. */
export const PARITY = 1.1;

/** One row per page × language: medians of the successful runs, and the run closest to the median. */
export function summarize(target, runs) {
  const ok = runs.filter((run) => run.figures);
  const medians = Object.fromEntries(
    METRICS.map((metric) => [metric, median(ok.map((run) => run.figures[metric]))]),
  );
  // The representative run, whose audits explain the medians: median score, then closest LCP and TBT.
  const representative = [...ok].sort((a, b) => distance(a) - distance(b))[0];
  function distance(run) {
    const f = run.figures;
    return (
      Math.abs(f.performance - medians.performance) * 1e6 +
      Math.abs(f.lcp - medians.lcp) / Math.max(medians.lcp, 1) +
      Math.abs(f.tbt - medians.tbt) / Math.max(medians.tbt, 1)
    );
  }
  const missed = [];
  if (!(medians.performance >= AIMS.performance)) missed.push('performance');
  if (!(medians.lcp <= AIMS.lcp)) missed.push('LCP');
  if (!(medians.cls <= AIMS.cls)) missed.push('CLS');
  if (!(medians.tbt <= AIMS.tbt)) missed.push('TBT');
  return {
    ...target,
    runs: ok.length,
    failed: runs.length - ok.length,
    errors: runs.filter((run) => run.error).map((run) => run.error),
    perRun: ok.map((run) => run.figures.performance),
    perRunFcp: ok.map((run) => run.figures.fcp),
    medians,
    missed,
    representativeRun: representative?.run,
    representative: representative?.figures,
    diagnostics: representative?.diagnostics,
  };
}

const s = (ms, digits = 1) => (ms === undefined ? '–' : (ms / 1000).toFixed(digits));
const int = (value) => (value === undefined ? '–' : Math.round(value).toString());
const kb = (bytes) => (bytes === undefined ? '–' : (bytes / 1000).toFixed(1));
const cls = (value) => (value === undefined ? '–' : value.toFixed(3));

function markdown(headings, rows, align) {
  const widths = headings.map((heading, column) =>
    Math.max(heading.length, ...rows.map((row) => String(row[column]).length)),
  );
  const line = (cells) =>
    `| ${cells.map((cell, column) => (align[column] === 'r' ? String(cell).padStart(widths[column]) : String(cell).padEnd(widths[column]))).join(' | ')} |`;
  const rule = `| ${widths.map((width, column) => (align[column] === 'r' ? `${'-'.repeat(width - 1)}:` : '-'.repeat(width))).join(' | ')} |`;
  return [line(headings), rule, ...rows.map(line)].join('\n');
}

export function lighthouseTable(rows) {
  return markdown(
    [
      'page',
      'lang',
      'perf',
      'LCP s',
      'CLS',
      'TBT ms',
      'FCP s',
      'TTI s',
      'SI s',
      'TTFB ms',
      'perf per run',
      'BI',
      'aims missed',
    ],
    rows.map((row) => [
      row.page,
      row.locale,
      int(row.medians.performance),
      s(row.medians.lcp, 2),
      cls(row.medians.cls),
      int(row.medians.tbt),
      s(row.medians.fcp, 2),
      s(row.medians.tti),
      s(row.medians.si),
      int(row.medians.ttfb),
      row.perRun.join(' / ') + (row.failed ? ` (${row.failed} failed)` : ''),
      int(row.medians.benchmarkIndex),
      row.missed.length ? row.missed.join(', ') : 'none',
    ]),
    ['l', 'l', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'l', 'r', 'l'],
  );
}

/** Each page with both languages: Arabic's medians over English's. */
export function parityRows(rows) {
  return rows
    .filter((row) => row.locale === 'en')
    .map((en) => [en, rows.find((row) => row.locale === 'ar' && row.path === en.path)])
    .filter(([, ar]) => ar)
    .map(([en, ar]) => {
      const ratio = (metric) => ar.medians[metric] / en.medians[metric];
      return {
        page: en.page,
        en,
        ar,
        fcp: ratio('fcp'),
        lcp: ratio('lcp'),
        met: ratio('fcp') <= PARITY && ratio('lcp') <= PARITY,
      };
    });
}

export function parityVerdict(rows) {
  const pairs = parityRows(rows);
  if (pairs.length === 0) return 'not measured';
  const missed = pairs.filter((pair) => !pair.met);
  return missed.length === 0
    ? 'met on every page'
    : `missed on ${missed.map((pair) => `${pair.page} (FCP ${pair.fcp.toFixed(2)}, LCP ${pair.lcp.toFixed(2)})`).join(', ')}`;
}

export function parityTable(rows) {
  const ratio = (value) => (Number.isFinite(value) ? value.toFixed(2) : '–');
  const runs = (row) => (row.perRunFcp ?? []).map((fcp) => s(fcp, 2)).join(' ');
  return markdown(
    ['page', 'FCP en', 'FCP ar', 'ar÷en', 'LCP en', 'LCP ar', 'ar÷en', 'FCP per run en', 'FCP per run ar'],
    parityRows(rows).map(({ page, en, ar, fcp, lcp }) => [
      page,
      s(en.medians.fcp, 2),
      s(ar.medians.fcp, 2),
      ratio(fcp),
      s(en.medians.lcp, 2),
      s(ar.medians.lcp, 2),
      ratio(lcp),
      runs(en),
      runs(ar),
    ]),
    ['l', 'r', 'r', 'r', 'r', 'r', 'r', 'l', 'l'],
  );
}

export function jsTable(rows) {
  return markdown(
    [
      'route',
      'lang',
      'scripts',
      'JS kB',
      'JS kB gzip',
      'in the HTML',
      'imported later',
      'wire kB',
      'HTML kB gzip',
      'inline script kB (gzip)',
      `aim ≤ ${AIMS.jsGzip / 1000} kB`,
    ],
    rows.map((row) => [
      row.path,
      row.locale,
      row.scripts,
      kb(row.raw),
      kb(row.gzip),
      kb(row.initialGzip),
      kb(row.lazyGzip),
      kb(row.wire),
      kb(row.document?.gzip),
      `${kb(row.document?.inlineScriptRaw)} (${kb(row.document?.inlineScriptGzip)})`,
      row.gzip <= AIMS.jsGzip ? 'met' : `MISSED by ${kb(row.gzip - AIMS.jsGzip)}`,
    ]),
    ['l', 'l', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'l'],
  );
}

/** The chunks behind the JS figure: each with its size and the routes that load it. */
export function chunkTable(jsRows, limit = 10) {
  const chunks = new Map();
  for (const row of jsRows) {
    for (const chunk of row.chunks) {
      const entry = chunks.get(chunk.url) ?? { ...chunk, routes: new Set() };
      entry.routes.add(row.path);
      chunks.set(chunk.url, entry);
    }
  }
  const routes = new Set(jsRows.map((row) => row.path));
  const sorted = [...chunks.values()].sort((a, b) => b.gzip - a.gzip);
  const shared = sorted.filter((chunk) => chunk.routes.size === routes.size);
  const table = markdown(
    ['chunk', 'kB', 'kB gzip', 'loaded by'],
    sorted
      .slice(0, limit)
      .map((chunk) => [
        chunk.url.replace('/_next/static/chunks/', '') + (chunk.initial ? '' : ' (imported later)'),
        kb(chunk.raw),
        kb(chunk.gzip),
        chunk.routes.size === routes.size ? 'every route' : [...chunk.routes].join(', '),
      ]),
    ['l', 'r', 'r', 'l'],
  );
  return {
    table,
    sharedGzip: shared.reduce((sum, chunk) => sum + chunk.gzip, 0),
    sharedCount: shared.length,
  };
}

/** Per missed aim, what the median-score run's audits say dominates. Generated, so it never goes stale. */
export function dominates(rows, jsRows) {
  const out = [];
  const label = (row) => `${row.page}/${row.locale}`;
  const lcpMissed = rows.filter((row) => row.missed.includes('LCP'));
  if (lcpMissed.length) {
    out.push(
      `- **LCP** (aim ≤ ${AIMS.lcp / 1000} s) — the median, then the LCP element and simulated phases (ms) of the median-score run, whose own LCP is in brackets:`,
    );
    for (const row of lcpMissed) {
      const d = row.diagnostics;
      const phases = Object.entries(d?.lcpPhases ?? {})
        .map(([phase, ms]) => `${phase} ${ms}`)
        .join(', ');
      const blocking = (d?.renderBlocking ?? [])
        .map((item) => `${item.url} ${kb(item.bytes)} kB, ${item.ms} ms`)
        .join('; ');
      out.push(
        `  - ${label(row)} ${s(row.medians.lcp, 2)} s (${s(row.representative?.lcp, 2)} s): \`${d?.lcpElement?.label ?? 'text'}\` — ${phases || 'no phases'}` +
          (blocking ? `; render-blocking: ${blocking}` : ''),
      );
    }
  }
  const tbtMissed = rows.filter((row) => row.missed.includes('TBT'));
  if (tbtMissed.length) {
    out.push(
      `- **TBT** (aim ≤ ${AIMS.tbt} ms) — the median (the median-score run's own TBT), then that run's main-thread CPU by script (total ms, Lighthouse's 4× slowdown applied) and by kind:`,
    );
    for (const row of tbtMissed) {
      const d = row.diagnostics;
      const scripts = (d?.bootup ?? [])
        .slice(0, 4)
        .map((item) => `${item.url.replace('/_next/static/chunks/', '')} ${item.totalMs}`)
        .join(', ');
      const kinds = Object.entries(d?.mainThread ?? {})
        .slice(0, 3)
        .map(([kind, ms]) => `${kind} ${ms}`)
        .join(', ');
      out.push(
        `  - ${label(row)} ${int(row.medians.tbt)} ms (${int(row.representative?.tbt)} ms): ${scripts}; by kind: ${kinds}; DOM ${d?.domElements ?? '?'} elements` +
          (d?.document
            ? `; HTML ${kb(d.document.resource)} kB of which inline scripts ${kb(d.document.inlineScriptBytes)} kB`
            : ''),
      );
    }
  }
  const clsMissed = rows.filter((row) => row.missed.includes('CLS'));
  if (clsMissed.length) {
    out.push(`- **CLS** (aim ≤ ${AIMS.cls}) — shifted elements of the median-score run:`);
    for (const row of clsMissed) {
      const shifts = (row.diagnostics?.layoutShifts ?? [])
        .slice(0, 4)
        .map((shift) => `\`${shift.node}\` ${shift.score?.toFixed(3)}`)
        .join(', ');
      out.push(`  - ${label(row)} ${cls(row.medians.cls)}: ${shifts || 'no element named'}`);
    }
  }
  const jsMissed = jsRows.filter((row) => row.gzip > AIMS.jsGzip);
  if (jsMissed.length) {
    out.push(
      `- **First-load JS** (aim ≤ ${AIMS.jsGzip / 1000} kB gzip) — largest chunks per route (kB gzip):`,
    );
    for (const row of jsMissed) {
      const chunks = row.chunks
        .slice(0, 4)
        .map((chunk) => `${chunk.url.replace('/_next/static/chunks/', '')} ${kb(chunk.gzip)}`)
        .join(', ');
      out.push(`  - ${row.path} (${row.locale}) ${kb(row.gzip)} kB: ${chunks}`);
    }
  }
  return out.join('\n');
}

/** Replaces (or appends) the "## Web" section, keeping the hand-written notes below NOTES_MARKER. */
export function writeWebSection(file, generated) {
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmark results\n';
  const lines = current.split('\n');
  const start = lines.findIndex((line) => line.trim() === '## Web');
  let notes = '';
  let before = current.trimEnd();
  let rest = '';
  if (start !== -1) {
    const after = lines.findIndex((line, index) => index > start && /^## /.test(line));
    const section = lines.slice(start, after === -1 ? undefined : after).join('\n');
    const marker = section.indexOf(NOTES_MARKER);
    if (marker !== -1) notes = section.slice(marker + NOTES_MARKER.length).trim();
    before = lines.slice(0, start).join('\n').trimEnd();
    rest = after === -1 ? '' : `\n\n${lines.slice(after).join('\n').trimEnd()}`;
  }
  const section = `${generated.trimEnd()}\n\n${NOTES_MARKER}${notes ? `\n\n${notes}` : ''}`;
  writeFileSync(file, `${before}\n\n${section}${rest}\n`);
}

/**
 * Each measured route's first-load JS split by source map (lib/attribution.mjs): the framework, other
 * packages and our own code, with the aim on our own code above the framework.
 */
export function attributionTable(rows) {
  return markdown(
    [
      'route',
      'JS kB gzip',
      'framework',
      'packages',
      'our code',
      `our code aim ≤ ${AIMS.ownJsGzip / 1000} kB`,
    ],
    rows.map((row) => [
      row.route,
      kb(row.gzip),
      kb(row.framework),
      kb(row.packages),
      kb(row.ours),
      row.ours <= AIMS.ownJsGzip ? 'met' : `MISSED by ${kb(row.ours - AIMS.ownJsGzip)}`,
    ]),
    ['l', 'r', 'r', 'r', 'r', 'l'],
  );
}
