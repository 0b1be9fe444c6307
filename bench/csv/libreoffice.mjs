#!/usr/bin/env node
// `npm run bench:csv`: opens the catalog's CSV export in LibreOffice Calc (headless) the way a shop's staff
// might — split on `;`, on `,` and on tabs — and fails if any cell comes out as a formula (issue 25, item 4).
// Not a unit test: CI machines have no LibreOffice (Debian: `apt-get install libreoffice-calc-nogui`).
//
//   npm run bench:csv                 # an export of hostile product names, written by the export's own code
//   npm run bench:csv -- file.csv     # a real export, e.g. saved from /admin/catalog/export.csv
//
// A control file, the same names with quoting only (the writer before the fix), must come out with formulas:
// it shows the check can fail.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { formatCsv, PRICING_COLUMNS } from '../../apps/api/src/modules/catalog/admin/csv.ts';

const HOSTILE = [
  'Beans;=HYPERLINK("http://evil.example","x")',
  'Beans,=HYPERLINK("http://evil.example","x")',
  'Beans\t=HYPERLINK("http://evil.example","x")',
  'Beans;=1+1',
  'Beans\t+2+2',
  'Beans; -3+3',
  'Beans;"@SUM(4)',
  'Beans\n=5+5',
  "=cmd|' /C calc'!A0",
  'بن;=HYPERLINK("http://evil.example","س")',
];
const SEPARATORS = [
  { name: 'semicolon', filter: 'CSV:59,34,76' },
  { name: 'comma', filter: 'CSV:44,34,76' },
  { name: 'tab', filter: 'CSV:9,34,76' },
];

/** The rows of an export whose every product has a hostile name, in English and in Arabic. */
const rows = () => HOSTILE.map((name, index) => [index + 1, null, null, name, name, '250.00', '', 7]);

/** What the export wrote before the fix: a formula guard on the first character, quotes when needed. */
function quotingOnly(cells) {
  const cell = (value) => {
    if (value === null) return '';
    if (typeof value === 'number') return String(value);
    const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
    return /[",;\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
  };
  return `\uFEFF${cells.map((line) => line.map(cell).join(',')).join('\r\n')}\r\n`;
}

function soffice() {
  for (const name of ['soffice', 'libreoffice']) {
    try {
      return execFileSync('which', [name], { encoding: 'utf8' }).trim();
    } catch {
      // not this one
    }
  }
  console.error('LibreOffice is not installed (Debian: apt-get install -y libreoffice-calc-nogui).');
  process.exit(2);
}

/** Converts `file` to xlsx with LibreOffice's CSV filter and lists the cells that hold a formula. */
function formulasIn(binary, work, file, filter) {
  const out = path.join(work, `${path.basename(file, '.csv')}-${filter.replace(/\W/g, '_')}`);
  mkdirSync(out, { recursive: true });
  execFileSync(
    binary,
    [
      '--headless',
      `-env:UserInstallation=file://${path.join(work, 'profile')}`,
      `--infilter=${filter}`,
      '--convert-to',
      'xlsx',
      '--outdir',
      out,
      file,
    ],
    { stdio: 'ignore', timeout: 180_000 },
  );
  const xlsx = path.join(out, `${path.basename(file, '.csv')}.xlsx`);
  const sheet = execFileSync('unzip', ['-p', xlsx, 'xl/worksheets/sheet1.xml'], { encoding: 'utf8' });
  return [...sheet.matchAll(/<c r="([A-Z]+\d+)"[^>]*><f[^>]*>([^<]*)<\/f>/g)].map(
    ([, at, formula]) => `${at}: =${formula.replaceAll('&quot;', '"').slice(0, 40)}`,
  );
}

const binary = soffice();
const work = mkdtempSync(path.join(os.tmpdir(), 'coffee-csv-'));
try {
  const given = process.argv[2];
  const exported = given ? path.resolve(given) : path.join(work, 'export.csv');
  if (!given) writeFileSync(exported, formatCsv([PRICING_COLUMNS, ...rows()]));
  const control = path.join(work, 'control.csv');
  writeFileSync(control, quotingOnly([PRICING_COLUMNS, ...rows()]));
  readFileSync(exported); // fails early on a wrong path

  const version = execFileSync(binary, ['--version'], { encoding: 'utf8' }).trim();
  console.log(
    `${version}\nfile: ${given ?? `export of ${HOSTILE.length} hostile names (name_en, name_ar)`}\n`,
  );
  let failed = false;
  for (const { name, filter } of SEPARATORS) {
    const found = formulasIn(binary, work, exported, filter);
    const controlFound = formulasIn(binary, work, control, filter);
    console.log(
      `${name.padEnd(9)} ${filter}: export ${found.length} formulas; control (quoting only) ${controlFound.length}`,
    );
    for (const line of found) console.log(`  export    ${line}`);
    for (const line of controlFound) console.log(`  control   ${line}`);
    if (found.length > 0) failed = true;
    if (!given && name !== 'comma' && controlFound.length === 0) {
      console.log(
        '  the control should have shown formulas under this separator: is the check still working?',
      );
      failed = true;
    }
  }
  console.log(failed ? '\nFAIL' : '\nOK: no formula in the export under any separator');
  process.exitCode = failed ? 1 : 0;
} finally {
  rmSync(work, { recursive: true, force: true });
}
