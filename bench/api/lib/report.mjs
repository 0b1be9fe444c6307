// Turns the rounds into one table (medians, because the machine is shared and noisy), checks the issue's
// aims, and writes the figures into the "## API" section of bench/RESULTS.md, leaving other sections alone.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

/** The aims, on PostgreSQL at 32 connections: p99 in ms, share = req/s ÷ the ceiling's. */
export const AIMS = {
  autocomplete: { p99: 20, share: 0.5 },
  products: { p99: 50, share: 0.25 },
  product: { p99: 30 },
};

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Median of a figure that may be missing (no /proc, no answers): undefined unless every round has it. */
function medianOf(samples, key) {
  const values = samples.map((sample) => sample[key]);
  return values.every((value) => Number.isFinite(value)) ? median(values) : undefined;
}

/** One row per (target, database): medians over rounds, sums of errors, each round's p99 for the spread. */
export function summarizeRows(samples) {
  const groups = new Map();
  for (const sample of samples) {
    const key = `${sample.target}|${sample.database}`;
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key).push(sample);
  }
  const rows = [...groups.values()].map((group) => ({
    target: group[0].target,
    database: group[0].database,
    rps: median(group.map((s) => s.rps)),
    p50: median(group.map((s) => s.p50)),
    p99: median(group.map((s) => s.p99)),
    p99s: group.map((s) => s.p99),
    errors: group.reduce((sum, s) => sum + s.errors + s.timeouts, 0),
    non2xx: group.reduce((sum, s) => sum + s.non2xx, 0),
    bytes: group[0].bytesPerResponse,
    serverCpuMs: medianOf(group, 'serverCpuMs'),
    databaseCpuMs: medianOf(group, 'databaseCpuMs'),
    loadgenCpuMs: medianOf(group, 'loadgenCpuMs'),
  }));
  const ceiling = rows.find((row) => row.target === 'ceiling');
  for (const row of rows) {
    row.share = ceiling && row.target !== 'ceiling' ? row.rps / ceiling.rps : undefined;
    row.verdict = verdict(row);
  }
  return rows;
}

function verdict(row) {
  const aim = AIMS[row.target];
  if (!row.database.startsWith('postgres') || !aim) return '';
  const misses = [];
  if (!(row.p99 <= aim.p99)) misses.push('p99');
  if (aim.share !== undefined && row.share !== undefined && row.share < aim.share) misses.push('share');
  const wanted = [`p99 ≤ ${aim.p99}`, ...(aim.share === undefined ? [] : [`≥ ${aim.share} ceiling`])];
  return misses.length === 0
    ? `met (${wanted.join(', ')})`
    : `MISSED ${misses.join(', ')} (${wanted.join(', ')})`;
}

const HEADERS = ['target', 'database', 'req/s', 'p50 ms', 'p99 ms', 'p99 per round', 'errors', 'non-2xx'];
const MORE_HEADERS = [
  '÷ ceiling',
  'server CPU ms/req',
  'PG CPU ms/req',
  'autocannon CPU ms/req',
  'bytes',
  'aim (PostgreSQL)',
];

/** A latency in ms; "none" when a run got no answer at all (see load.mjs). */
const cpuMs = (value) => (value === undefined ? '—' : value.toFixed(value < 10 ? 2 : 0));

export const ms = (value) => (Number.isFinite(value) ? String(value) : 'none');

function cells(row) {
  return [
    row.target,
    row.database,
    row.rps.toFixed(0),
    ms(row.p50),
    ms(row.p99),
    row.p99s.map(ms).join(' / '),
    String(row.errors),
    String(row.non2xx),
    row.share === undefined ? '—' : row.share.toFixed(3),
    cpuMs(row.serverCpuMs),
    cpuMs(row.databaseCpuMs),
    cpuMs(row.loadgenCpuMs),
    String(row.bytes),
    row.verdict || '—',
  ];
}

/** A plain-text table for the terminal. */
export function textTable(rows) {
  const all = [[...HEADERS, ...MORE_HEADERS], ...rows.map(cells)];
  const widths = all[0].map((_, column) => Math.max(...all.map((line) => line[column].length)));
  const line = (values) => values.map((value, column) => value.padEnd(widths[column])).join('  ');
  return [line(all[0]), widths.map((width) => '-'.repeat(width)).join('  '), ...all.slice(1).map(line)].join(
    '\n',
  );
}

/** The same table in Markdown. */
export function markdownTable(rows) {
  const headers = [...HEADERS, ...MORE_HEADERS];
  const numeric = new Set([2, 3, 4, 6, 7, 8, 9, 10, 11, 12]);
  return [
    `| ${headers.join(' | ')} |`,
    `|${headers.map((_, column) => (numeric.has(column) ? '---:' : '---')).join('|')}|`,
    ...rows.map((row) => `| ${cells(row).join(' | ')} |`),
  ].join('\n');
}

/** Replaces the section under `heading` (up to the next `## `) in RESULTS.md, or appends it. */
export function writeSection(file, heading, section) {
  const title = '# Benchmark results\n';
  const current = existsSync(file) ? readFileSync(file, 'utf8') : title;
  const lines = current.split('\n');
  const start = lines.findIndex((line) => line.trim() === heading);
  let next;
  if (start === -1) {
    next = `${current.trimEnd()}\n\n${section.trimEnd()}\n`;
  } else {
    const after = lines.findIndex((line, index) => index > start && /^## /.test(line));
    const before = lines.slice(0, start).join('\n').trimEnd();
    const rest = after === -1 ? '' : `\n\n${lines.slice(after).join('\n').trimEnd()}`;
    next = `${before}\n\n${section.trimEnd()}${rest}\n`;
  }
  writeFileSync(file, next);
}
