import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { budgetFor, firstLoadJs, routePattern, verdicts } from './budgets.mjs';

describe('routePattern', () => {
  it('matches one segment with * and any depth with **', () => {
    expect(routePattern('/[locale]/*').test('/[locale]/products')).toBe(true);
    expect(routePattern('/[locale]/*').test('/[locale]/single-product/[id]')).toBe(false);
    expect(routePattern('/[locale]/admin/**').test('/[locale]/admin')).toBe(true);
    expect(routePattern('/[locale]/admin/**').test('/[locale]/admin/orders/[number]')).toBe(true);
    expect(routePattern('/[locale]/admin/**').test('/[locale]/administrator')).toBe(false);
    expect(routePattern('**').test('/anything/at/all')).toBe(true);
  });
});

describe('budgetFor', () => {
  const budgets = [
    { route: '/[locale]', maxBytes: 1 },
    { route: '/[locale]/admin/**', maxBytes: 2 },
    { route: '**', maxBytes: 3 },
  ];
  it('takes the first entry that matches, so the catch-all comes last', () => {
    expect(budgetFor('/[locale]', budgets)?.maxBytes).toBe(1);
    expect(budgetFor('/[locale]/admin/settings', budgets)?.maxBytes).toBe(2);
    expect(budgetFor('/[locale]/products', budgets)?.maxBytes).toBe(3);
    expect(budgetFor('/[locale]/products', budgets.slice(0, 2))).toBeUndefined();
  });
});

describe('verdicts', () => {
  it('fails a figure over its budget or without one, passes one at its budget', () => {
    const [over, exact, none] = verdicts([
      { label: 'a', gzip: 1001, budget: 1000 },
      { label: 'b', gzip: 1000, budget: 1000 },
      { label: 'c', gzip: 5 },
    ]);
    expect(over).toMatchObject({ ok: false });
    expect(over?.line).toContain('by 1 bytes');
    expect(exact).toMatchObject({ ok: true });
    expect(none).toMatchObject({ ok: false });
    expect(none?.line).toContain('NO BUDGET');
  });
});

describe('firstLoadJs', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'budgets-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("adds the framework's root chunks to each route's own, counting a shared chunk once per route", () => {
    const chunk = (name, text) => {
      mkdirSync(path.join(dir, 'static/chunks'), { recursive: true });
      writeFileSync(path.join(dir, 'static/chunks', name), text);
      return gzipSync(text).length;
    };
    const root = chunk('root.js', 'console.log("framework");'.repeat(50));
    const shared = chunk('shared.js', 'export const layout = 1;'.repeat(20));
    const page = chunk('page.js', 'export const page = "home";'.repeat(30));
    writeFileSync(
      path.join(dir, 'build-manifest.json'),
      JSON.stringify({ rootMainFiles: ['static/chunks/root.js'] }),
    );
    const manifest = (key, entries) =>
      `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\nglobalThis.__RSC_MANIFEST[${JSON.stringify(key)}] = ${JSON.stringify({ entryJSFiles: entries })};`;
    mkdirSync(path.join(dir, 'server/app/[locale]/blog'), { recursive: true });
    writeFileSync(
      path.join(dir, 'server/app/[locale]/page_client-reference-manifest.js'),
      manifest('/[locale]/page', {
        layout: ['static/chunks/shared.js'],
        page: ['static/chunks/shared.js', 'static/chunks/page.js'],
      }),
    );
    writeFileSync(
      path.join(dir, 'server/app/[locale]/blog/page_client-reference-manifest.js'),
      manifest('/[locale]/blog/page', { layout: ['static/chunks/shared.js'] }),
    );

    const rows = firstLoadJs(dir);
    expect(rows).toEqual([
      {
        route: '/[locale]',
        files: ['static/chunks/root.js', 'static/chunks/shared.js', 'static/chunks/page.js'],
        gzip: root + shared + page,
      },
      {
        route: '/[locale]/blog',
        files: ['static/chunks/root.js', 'static/chunks/shared.js'],
        gzip: root + shared,
      },
    ]);
  });
});
