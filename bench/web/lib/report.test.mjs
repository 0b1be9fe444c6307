import { describe, expect, it } from 'vitest';
import { parityRows, parityTable, parityVerdict, summarize } from './report.mjs';

const run = (n, fcp, lcp) => ({ run: n, figures: { performance: 98, fcp, lcp, cls: 0, tbt: 0 } });
const page = (locale, runs) => summarize({ page: 'shop', path: '/products', locale }, runs);

describe('Arabic against English', () => {
  it("divides Arabic's medians by English's from the same run", () => {
    const en = page('en', [run(1, 1000, 1500), run(2, 1300, 1600), run(3, 1020, 1550)]);
    const ar = page('ar', [run(1, 1320, 1700), run(2, 1300, 1650), run(3, 1050, 1600)]);
    const [pair] = parityRows([en, ar]);
    expect(pair.fcp).toBeCloseTo(1300 / 1020, 5);
    expect(pair.lcp).toBeCloseTo(1650 / 1550, 5);
    expect(pair.met).toBe(false);
    expect(parityVerdict([en, ar])).toBe('missed on shop (FCP 1.27, LCP 1.06)');
    expect(parityTable([en, ar])).toMatch(/\|\s+1\.27 \|/);
  });

  it('meets the aim at 10 % and not above', () => {
    const en = page('en', [run(1, 1000, 2000)]);
    expect(parityVerdict([en, page('ar', [run(1, 1100, 2200)])])).toBe('met on every page');
    expect(parityVerdict([en, page('ar', [run(1, 1101, 2000)])])).toBe('missed on shop (FCP 1.10, LCP 1.00)');
  });
});
