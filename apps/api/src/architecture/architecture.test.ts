import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findForeignWrites, findLedgerWrites } from './ledger-writes.js';
import { LEDGERS } from './ledgers.js';
import { importCircles, unitEdges } from './module-graph.js';
import { readSources, SRC } from './source-files.js';

const sources = readSources();

describe('one writer per ledger', () => {
  it('no file but its owner inserts, updates or deletes a ledger (wallet, coupon use, stock, payments, order status)', () => {
    const foreign = findForeignWrites(sources).map(
      (write) => `${write.file}:${write.line} ${write.what} — the ${write.ledger} ledger is ${write.owner}'s`,
    );
    expect(foreign).toEqual([]);
  });

  it('each owner exists and writes every table and column it owns (the rule above is not empty)', () => {
    for (const ledger of LEDGERS) {
      expect(existsSync(path.join(SRC, ledger.owner)), ledger.owner).toBe(true);
      const own = findLedgerWrites(sources.find((source) => source.file === ledger.owner)!, [ledger]);
      for (const table of ledger.tables)
        expect(
          own.some((write) => write.what.includes(` ${table.drizzle}`)),
          `${ledger.owner} writes ${table.drizzle}`,
        ).toBe(true);
      for (const column of ledger.columns)
        expect(
          own.some((write) => write.what.includes(`${column.table}.${column.column}`)),
          `${ledger.owner} writes ${column.table}.${column.column}`,
        ).toBe(true);
    }
  });

  // biome-ignore-start lint/suspicious/noTemplateCurlyInString: the sources under test hold sql`…${…}` templates
  it('names a file that writes a ledger behind its owner’s back, whichever way it is written', () => {
    const file = 'modules/customers/admin-repository.ts';
    const writes = (text: string) => findForeignWrites([{ file, text }]).map((write) => write.what);
    expect(writes('await tx.update(wallets).set({ balance: 0 }).where(eq(wallets.userId, id));')).toEqual([
      'update wallets',
    ]);
    expect(writes('await tx.insert(walletTransactions).values(entry);')).toEqual([
      'insert walletTransactions',
    ]);
    expect(writes('await tx.update(products).set({ stock: sql`${products.stock} - 1` });')).toEqual([
      'update products.stock',
    ]);
    expect(writes('await tx.update(productVariants).set(after).where(eq(productVariants.id, id));')).toEqual([
      'update productVariants.stock (through an object this check cannot read: list its columns)',
    ]);
    expect(writes("await tx.update(orders).set({ paymentStatus: 'paid', updatedAt: now });")).toEqual([
      'update orders.paymentStatus',
    ]);
    expect(writes('await Promise.all([tx.update(orders).set({ status, note }), other()]);')).toEqual([
      'update orders.status',
    ]);
    expect(writes('await tx.update(coupons).set({ usedCount: sql`${coupons.usedCount} + 1` });')).toEqual([
      'update coupons.usedCount',
    ]);
    expect(writes('await tx.execute(sql`update wallets set balance = balance + ${amount}`);')).toEqual([
      'update wallets (SQL)',
    ]);
    expect(
      writes('await db.execute(sql`UPDATE ${products} SET stock = stock - 1 WHERE id = ${id}`);'),
    ).toEqual(['update products.stock (SQL)']);
    // Other columns of shared tables, reads and prose are not ledger writes.
    expect(writes("await tx.update(products).set({ nameEn: 'Beans', updatedAt: now });")).toEqual([]);
    expect(writes('await tx.update(orders).set({ address, total }).where(eq(orders.id, id));')).toEqual([]);
    expect(
      writes("const [row] = await db.select().from(wallets).where(eq(wallets.userId, id)).for('update');"),
    ).toEqual([]);
    expect(writes('// We update wallets only through the ledger.')).toEqual([]);
    expect(writes("createHash('sha256').update(body).digest('hex');")).toEqual([]);
  });
  // biome-ignore-end lint/suspicious/noTemplateCurlyInString: see above
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
