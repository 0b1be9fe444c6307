import { describe, expect, it } from 'vitest';
import type { CartProductRow, StoredLine } from './repository.js';
import { settleLines, wantedLines } from './rules.js';

const product = (id: number, stock: number, isActive = true): CartProductRow => ({
  id,
  nameEn: `P${id}`,
  nameAr: `م${id}`,
  price: 1_000 * id,
  beforeDiscount: null,
  images: [],
  stock,
  isActive,
});
const catalogOf = (...rows: CartProductRow[]) => new Map(rows.map((row) => [row.id, row]));
const at = (ms: number) => new Date(ms);
const NOW = at(1_000_000);

describe('wantedLines', () => {
  const stored: StoredLine[] = [
    { productId: 1, quantity: 2, addedAt: at(10) },
    { productId: 2, quantity: 1, addedAt: at(20) },
  ];

  it('replaces with the lines sent, keeping when each product was first added; 0 means no line', () => {
    expect(
      wantedLines(stored, {
        kind: 'replace',
        items: [
          { productId: 3, quantity: 1 },
          { productId: 2, quantity: 5 },
          { productId: 1, quantity: 0 },
        ],
      }),
    ).toEqual([
      { productId: 3, quantity: 1, addedAt: null },
      { productId: 2, quantity: 5, addedAt: at(20) },
    ]);
  });

  it('sets one line and keeps the others; 0 removes it', () => {
    expect(wantedLines(stored, { kind: 'set', productId: 1, quantity: 4 })).toEqual([
      { productId: 2, quantity: 1, addedAt: at(20) },
      { productId: 1, quantity: 4, addedAt: at(10) },
    ]);
    expect(wantedLines(stored, { kind: 'set', productId: 1, quantity: 0 })).toEqual([stored[1]]);
    expect(wantedLines(stored, { kind: 'remove', productId: 2 })).toEqual([stored[0]]);
    expect(wantedLines(stored, { kind: 'check' })).toEqual(stored);
  });
});

describe('settleLines', () => {
  it('caps at stock, drops what cannot be sold, and reports each in the order asked', () => {
    const wanted = [
      { productId: 1, quantity: 5, addedAt: null },
      { productId: 2, quantity: 1, addedAt: null },
      { productId: 3, quantity: 2, addedAt: null },
      { productId: 4, quantity: 1, addedAt: null },
      { productId: 5, quantity: 3, addedAt: null },
    ];
    const catalog = catalogOf(product(1, 3), product(2, 0), product(3, 9, false), product(5, 3));
    const { lines, adjustments } = settleLines(wanted, catalog, [], NOW);
    expect(lines.map((line) => [line.productId, line.quantity])).toEqual([
      [1, 3],
      [5, 3],
    ]);
    expect(adjustments.map((a) => [a.product_id, a.requested, a.quantity, a.reason, a.product?.id])).toEqual([
      [1, 5, 3, 'capped_at_stock', 1],
      [2, 1, 0, 'out_of_stock', 2],
      [3, 2, 0, 'unavailable', 3],
      [4, 1, 0, 'unavailable', undefined],
    ]);
  });

  it('stamps new lines after every line held, in the order sent, even when the clock stands still', () => {
    const stored: StoredLine[] = [{ productId: 9, quantity: 1, addedAt: at(NOW.getTime() + 5) }];
    const wanted = [
      { productId: 7, quantity: 1, addedAt: null },
      { productId: 9, quantity: 1, addedAt: stored[0]!.addedAt },
      { productId: 8, quantity: 1, addedAt: null },
    ];
    const catalog = catalogOf(product(7, 5), product(8, 5), product(9, 5));
    const { lines } = settleLines(wanted, catalog, stored, NOW);
    expect(lines.map((line) => [line.productId, line.addedAt.getTime() - NOW.getTime()])).toEqual([
      [9, 5],
      [7, 6],
      [8, 7],
    ]);
    // In an empty cart the first new line is stamped now.
    expect(settleLines(wanted.slice(0, 1), catalog, [], NOW).lines[0]!.addedAt).toEqual(NOW);
  });
});
