import { existsSync } from 'node:fs';
import path from 'node:path';
import type ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { findForeignWrites, findLedgerWrites, loadProgram } from './ledger-writes.js';
import { LEDGERS } from './ledgers.js';
import { importCircles, unitEdges } from './module-graph.js';
import { readSources, SRC } from './source-files.js';

const sources = readSources();

// Examples of writes behind an owner's back, compiled with the real sources (in memory only), each with what
// the check must name: written plainly, through a spread, a helper's object, an alias, an upsert, raw SQL.
const HEADER = `import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { coupons, orders, products, productVariants, wallets, walletTransactions } from '../../db/schema/index.js';
import { wallets as purses } from '../../db/schema/index.js';
declare const tx: Executor;
declare const id: number;
`;
// biome-ignore-start lint/suspicious/noTemplateCurlyInString: the examples are source text holding sql`…${…}` templates
const EXAMPLES: Record<string, { code: string; named: string[] }> = {
  'modules/example/plain.ts': {
    code: 'export const f = () => tx.update(wallets).set({ balance: 0 }).where(eq(wallets.userId, id));',
    named: ['update wallets'],
  },
  'modules/example/alias.ts': {
    code: 'export const f = () => tx.delete(purses);',
    named: ['delete wallets'],
  },
  'modules/example/entry.ts': {
    code: 'export const f = (entry: typeof walletTransactions.$inferInsert) => tx.insert(walletTransactions).values(entry);',
    named: ['insert walletTransactions'],
  },
  'modules/example/stock.ts': {
    code: 'export const f = () => tx.update(products).set({ stock: sql`${products.stock} - 1` });',
    named: ['update products.stock'],
  },
  'modules/example/spread.ts': {
    code: 'const after = { price: 100, stock: 3 };\nexport const f = () => tx.update(productVariants).set({ ...after }).where(eq(productVariants.id, id));',
    named: ['update productVariants.stock'],
  },
  'modules/example/helper.ts': {
    code: "const row = (name: string) => ({ nameEn: name, nameAr: name, stock: 5, price: 1 });\nexport const f = () => tx.insert(products).values([row('a'), row('b')]);",
    named: ['insert products.stock'],
  },
  'modules/example/upsert.ts': {
    code: 'export const f = () => tx.insert(coupons).values({ code: "X", kind: "fixed", value: 1 }).onConflictDoUpdate({ target: coupons.code, set: { usedCount: 0 } });',
    named: ['insert coupons.usedCount'],
  },
  'modules/example/status.ts': {
    code: "export const f = () => Promise.all([tx.update(orders).set({ status: 'PLACED', paymentStatus: 'paid' }), id]);",
    named: ['update orders.paymentStatus', 'update orders.status'],
  },
  'modules/example/raw.ts': {
    code: 'export const f = () => [tx.execute(sql`update wallets set balance = balance + ${id}`), tx.execute(sql`UPDATE ${products} SET stock = stock - 1 WHERE id = ${id}`)];',
    named: ['update products.stock (SQL)', 'update wallets (SQL)'],
  },
  'modules/example/innocent.ts': {
    code: [
      "export const a = () => tx.update(products).set({ nameEn: 'Beans', updatedAt: new Date() });",
      'export const b = () => tx.update(orders).set({ total: 0 }).where(eq(orders.id, id));',
      "export const c = () => tx.select().from(wallets).where(eq(wallets.userId, id)).for('update');",
      '// We update wallets only through the ledger.',
      'export const d = (hash: { update: (x: unknown) => void }) => hash.update(wallets);',
    ].join('\n'),
    named: [],
  },
};
// biome-ignore-end lint/suspicious/noTemplateCurlyInString: see above

let program: ts.Program;
beforeAll(() => {
  program = loadProgram(
    Object.fromEntries(Object.entries(EXAMPLES).map(([file, { code }]) => [file, HEADER + code])),
  );
}, 120_000);

describe('one writer per ledger', () => {
  it('no file but its owner inserts, updates or deletes a ledger (wallet, coupon use, stock, payments, order status)', () => {
    const foreign = findForeignWrites(
      program,
      sources.map((source) => source.file),
    ).map(
      (write) => `${write.file}:${write.line} ${write.what} — the ${write.ledger} ledger is ${write.owner}'s`,
    );
    expect(foreign).toEqual([]);
  }, 120_000);

  it('each owner exists and writes every table and column it owns (the rule above is not empty)', () => {
    for (const ledger of LEDGERS) {
      expect(existsSync(path.join(SRC, ledger.owner)), ledger.owner).toBe(true);
      const own = findLedgerWrites(program, ledger.owner, [ledger]).map((write) => write.what);
      for (const table of ledger.tables)
        expect(
          own.some((what) => what.endsWith(` ${table.drizzle}`)),
          `${ledger.owner} writes ${table.drizzle}`,
        ).toBe(true);
      for (const column of ledger.columns)
        expect(
          own.some((what) => what.includes(`${column.table}.${column.column}`)),
          `${ledger.owner} writes ${column.table}.${column.column}`,
        ).toBe(true);
    }
  });

  it('names a file that writes a ledger behind its owner’s back, whichever way it is written', () => {
    for (const [file, { named }] of Object.entries(EXAMPLES)) {
      const found = findForeignWrites(program, [file]).map((write) => write.what);
      expect(found.sort(), file).toEqual(named);
    }
  });
});

describe('modules and layers', () => {
  it('no circle of imports between modules, nor between a module and the layers below it', () => {
    const edges = unitEdges(sources);
    const circles = importCircles(edges).map((group) =>
      group
        .map((unit) => {
          const out = edges.get(unit)!;
          return `${unit} → ${group
            .filter((other) => out.has(other))
            .map((other) => `${other} (${out.get(other)!.join(', ')})`)
            .join('; ')}`;
        })
        .join('\n'),
    );
    expect(circles).toEqual([]);
  });

  it('the layers below the modules import no module: lib, db, i18n, jobs and plugins', () => {
    const edges = unitEdges(sources);
    const upward = ['lib', 'db', 'i18n', 'jobs', 'plugins'].flatMap((layer) =>
      [...(edges.get(layer) ?? new Map<string, string[]>())]
        .filter(([unit]) => unit.startsWith('modules/') || unit === 'app')
        .map(([unit, files]) => `${layer} → ${unit} (${files.join(', ')})`),
    );
    expect(upward).toEqual([]);
  });
});
