import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cmapCodePoints, layoutFeatures, woff2Tables } from './woff2-tables';

// The Arabic pages' one font file (decision 0046) against the texts it must draw. When a message or the demo
// data gains a character Cairo has, run scripts/fonts/build-cairo-subset.py; when Cairo has none for it, the
// character goes in DRAWN_BY_THE_SYSTEM with the reason.

const root = path.resolve(import.meta.dirname, '../../../..');
const cairoFile = readFileSync(path.join(import.meta.dirname, 'cairo-store.woff2'));
const cairo = woff2Tables(cairoFile);
const cairoPoints = cmapCodePoints(cairo.get('cmap') as Buffer);

/** Characters with no glyph in Cairo at all, left to the system fonts further down the stack. */
const DRAWN_BY_THE_SYSTEM = new Set([
  0x061c,
  0x200e,
  0x200f, // the Arabic letter mark, left-to-right and right-to-left marks: invisible
  0x2190,
  0x2192,
  0x22ee, // ← → ⋮ in English-side texts and the admin's menus
]);

const show = (cp: number) =>
  `U+${cp.toString(16).toUpperCase().padStart(4, '0')} ${String.fromCodePoint(cp)}`;
const lacking = (text: string) =>
  [...new Set([...text].map((c) => c.codePointAt(0) as number))]
    .filter((cp) => cp >= 0x20 && !cairoPoints.has(cp) && !DRAWN_BY_THE_SYSTEM.has(cp))
    .sort((a, b) => a - b)
    .map(show);

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return filesUnder(full);
    return /\.(ts|json)$/.test(name) ? [full] : [];
  });
}

describe('the Arabic pages’ font (cairo-store.woff2)', () => {
  it('draws every character of both message catalogs', () => {
    for (const locale of ['ar', 'en']) {
      const text = readFileSync(path.join(root, 'apps/web/messages', `${locale}.json`), 'utf8');
      expect(lacking(text), `${locale}.json`).toEqual([]);
    }
  });

  it('draws every Arabic-script character of the demo data', () => {
    const arabicScript = /[\u0600-\u06ff\u0750-\u077f\ufb50-\ufdff\ufe70-\ufeff]/gu;
    for (const file of filesUnder(path.join(root, 'apps/api/src/db/seed'))) {
      const text = (readFileSync(file, 'utf8').match(arabicScript) ?? []).join('');
      expect(lacking(text), path.relative(root, file)).toEqual([]);
    }
  });

  it('draws numbers, prices, percentages and dates as Intl writes them in Arabic', () => {
    const samples = [
      new Intl.NumberFormat('ar-EG', { style: 'currency', currency: 'EGP' }).format(1234567.89),
      new Intl.NumberFormat('ar-EG', { style: 'percent' }).format(-0.125),
      new Intl.DateTimeFormat('ar-EG', { dateStyle: 'full', timeStyle: 'short' }).format(
        new Date(2026, 10, 27, 18),
      ),
      new Intl.NumberFormat('ar-EG').format(9876543210),
    ];
    expect(lacking(samples.join(''))).toEqual([]);
  });

  it('keeps Cairo’s Arabic shaping, its weight axis, and weighs no more than the English pages’ font', () => {
    expect([...layoutFeatures(cairo.get('GSUB') as Buffer)]).toEqual(
      expect.arrayContaining(['ccmp', 'init', 'medi', 'fina', 'rlig']),
    );
    expect([...layoutFeatures(cairo.get('GPOS') as Buffer)]).toEqual(
      expect.arrayContaining(['kern', 'mark', 'mkmk']),
    );
    expect(cairo.has('fvar') && cairo.has('gvar')).toBe(true);
    const inter = readFileSync(
      path.join(root, 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'),
    );
    expect(cairoFile.length).toBeLessThanOrEqual(inter.length);
  });
});
