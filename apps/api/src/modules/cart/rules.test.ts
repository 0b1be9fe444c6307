import { describe, expect, it } from 'vitest';
import type { CartProductRow, CartVariantRow, StoredLine } from './repository.js';
import { settleLines, type WantedLine, wantedLines } from './rules.js';

const product = (
  id: number,
  stock: number,
  isActive = true,
  variants: CartVariantRow[] = [],
): CartProductRow => ({
  id,
  nameEn: `P${id}`,
  nameAr: `م${id}`,
  price: 1_000 * id,
  beforeDiscount: null,
  images: [],
  stock,
  isActive,
  variants,
});
const variant = (id: number, productId: number, stock: number): CartVariantRow => ({
  id,
  productId,
  kind: 'size',
  nameEn: `V${id}`,
  nameAr: `خ${id}`,
  price: 100 * id,
  beforeDiscount: null,
  stock,
});
/** A product sold in variants: its stock is their sum, as the catalog keeps it. */
const sold = (id: number, ...variants: CartVariantRow[]) =>
  product(
    id,
    variants.reduce((sum, v) => sum + v.stock, 0),
    true,
    variants,
  );
const catalogOf = (...rows: CartProductRow[]) => new Map(rows.map((row) => [row.id, row]));
const at = (ms: number) => new Date(ms);
const NOW = at(1_000_000);
const want = (productId: number, quantity: number, variantId: number | null = null): WantedLine => ({
  productId,
  variantId,
  quantity,
  addedAt: null,
});

describe('wantedLines', () => {
  const stored: StoredLine[] = [
    { productId: 1, variantId: null, quantity: 2, addedAt: at(10), priceSeen: null },
    { productId: 2, variantId: null, quantity: 1, addedAt: at(20), priceSeen: null },
  ];

  it('replaces with the lines sent, keeping when each product was first added; 0 means no line', () => {
    expect(
      wantedLines(stored, {
        kind: 'replace',
        items: [
          { productId: 3, variantId: null, quantity: 1 },
          { productId: 2, variantId: null, quantity: 5 },
          { productId: 1, variantId: null, quantity: 0 },
        ],
      }),
    ).toEqual([
      { productId: 3, variantId: null, quantity: 1, addedAt: null },
      // Set again now, at today's price: no price seen carried over.
      { productId: 2, variantId: null, quantity: 5, addedAt: at(20) },
    ]);
  });

  it('sets one line and keeps the others; 0 removes it', () => {
    expect(wantedLines(stored, { kind: 'set', productId: 1, variantId: null, quantity: 4 })).toEqual([
      { productId: 2, variantId: null, quantity: 1, addedAt: at(20), priceSeen: null },
      { productId: 1, variantId: null, quantity: 4, addedAt: at(10) },
    ]);
    expect(wantedLines(stored, { kind: 'set', productId: 1, variantId: null, quantity: 0 })).toEqual([
      stored[1],
    ]);
    expect(wantedLines(stored, { kind: 'remove', productId: 2 })).toEqual([stored[0]]);
    expect(wantedLines(stored, { kind: 'check' })).toEqual(stored);
  });

  describe('with variants: a line is a product and a variant', () => {
    const held: StoredLine[] = [
      { productId: 5, variantId: 51, quantity: 1, addedAt: at(10), priceSeen: null },
      { productId: 5, variantId: 52, quantity: 2, addedAt: at(20), priceSeen: null },
      { productId: 1, variantId: null, quantity: 3, addedAt: at(30), priceSeen: null },
    ];

    it('sets the line of that variant only, keeping its place; another variant is a new line', () => {
      expect(wantedLines(held, { kind: 'set', productId: 5, variantId: 52, quantity: 7 })).toEqual([
        held[0],
        held[2],
        { productId: 5, variantId: 52, quantity: 7, addedAt: at(20) },
      ]);
      expect(wantedLines(held, { kind: 'set', productId: 5, variantId: 53, quantity: 1 })).toEqual([
        ...held,
        { productId: 5, variantId: 53, quantity: 1, addedAt: null },
      ]);
      // The product without a variant is a line of its own too (the catalog then refuses it).
      expect(wantedLines(held, { kind: 'set', productId: 5, variantId: null, quantity: 1 })).toHaveLength(4);
    });

    it('replaces by product and variant: a kept variant keeps when it was added', () => {
      expect(
        wantedLines(held, {
          kind: 'replace',
          items: [
            { productId: 5, variantId: 53, quantity: 1 },
            { productId: 5, variantId: 51, quantity: 4 },
          ],
        }),
      ).toEqual([
        { productId: 5, variantId: 53, quantity: 1, addedAt: null },
        { productId: 5, variantId: 51, quantity: 4, addedAt: at(10) },
      ]);
    });

    it("removes one variant's line, or every line of the product when no variant is named", () => {
      expect(wantedLines(held, { kind: 'remove', productId: 5, variantId: 51 })).toEqual([held[1], held[2]]);
      expect(wantedLines(held, { kind: 'remove', productId: 5 })).toEqual([held[2]]);
      expect(wantedLines(held, { kind: 'remove', productId: 5, variantId: 99 })).toEqual(held);
    });
  });
});

describe('settleLines', () => {
  it('caps at stock, drops what cannot be sold, and reports each in the order asked', () => {
    const wanted = [want(1, 5), want(2, 1), want(3, 2), want(4, 1), want(5, 3)];
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
    expect(adjustments.every((a) => a.variant_id === null && a.variant === undefined)).toBe(true);
  });

  it("holds a variant's line to that variant's stock, each variant on its own", () => {
    // Stock 5 in all: the product's summed stock must not let 4 of the 1-in-stock variant through.
    const catalog = catalogOf(sold(7, variant(71, 7, 1), variant(72, 7, 4), variant(73, 7, 0)));
    const { lines, adjustments } = settleLines(
      [want(7, 4, 71), want(7, 4, 72), want(7, 1, 73)],
      catalog,
      [],
      NOW,
    );
    expect(lines.map((line) => [line.productId, line.variantId, line.quantity])).toEqual([
      [7, 71, 1],
      [7, 72, 4],
    ]);
    expect(adjustments.map((a) => [a.variant_id, a.requested, a.quantity, a.reason, a.variant?.id])).toEqual([
      [71, 4, 1, 'capped_at_stock', 71],
      [73, 1, 0, 'out_of_stock', 73],
    ]);
  });

  it('asks for a variant of a product sold in variants, and refuses a variant that is not its own', () => {
    const catalog = catalogOf(
      sold(7, variant(71, 7, 5)),
      sold(8, variant(81, 8, 5)),
      product(9, 5),
      product(6, 5, false, [variant(61, 6, 5)]),
    );
    const { lines, adjustments } = settleLines(
      [
        want(7, 1),
        want(7, 1, 81),
        want(9, 1, 71),
        want(7, 2, 999),
        want(6, 1, 61),
        want(9, 2),
        want(8, 1, 81),
      ],
      catalog,
      [],
      NOW,
    );
    expect(lines.map((line) => [line.productId, line.variantId, line.quantity])).toEqual([
      [9, null, 2],
      [8, 81, 1],
    ]);
    expect(adjustments.map((a) => [a.product_id, a.variant_id, a.quantity, a.reason, a.variant?.id])).toEqual(
      [
        [7, null, 0, 'variant_required', undefined],
        [7, 81, 0, 'unknown_variant', undefined],
        [9, 71, 0, 'unknown_variant', undefined],
        [7, 999, 0, 'unknown_variant', undefined],
        [6, 61, 0, 'unavailable', 61],
      ],
    );
  });

  it('stamps new lines after every line held, in the order sent, even when the clock stands still', () => {
    const stored: StoredLine[] = [
      { productId: 9, variantId: null, quantity: 1, addedAt: at(NOW.getTime() + 5), priceSeen: null },
    ];
    const wanted = [
      want(7, 1),
      { productId: 9, variantId: null, quantity: 1, addedAt: stored[0]!.addedAt },
      want(8, 1, 81),
      want(8, 1, 82),
    ];
    const catalog = catalogOf(product(7, 5), sold(8, variant(81, 8, 5), variant(82, 8, 5)), product(9, 5));
    const { lines } = settleLines(wanted, catalog, stored, NOW);
    expect(
      lines.map((line) => [line.productId, line.variantId, line.addedAt.getTime() - NOW.getTime()]),
    ).toEqual([
      [9, null, 5],
      [7, null, 6],
      [8, 81, 7],
      [8, 82, 8],
    ]);
    // In an empty cart the first new line is stamped now.
    expect(settleLines(wanted.slice(0, 1), catalog, [], NOW).lines[0]!.addedAt).toEqual(NOW);
  });
});

describe('a price that changed while in the cart', () => {
  // P1 costs 1,000 piastres now, variant 81 of P8 costs 8,100.
  const catalog = catalogOf(product(1, 5), sold(8, variant(81, 8, 5)));
  const held = (productId: number, variantId: number | null, priceSeen: number | null): StoredLine => ({
    productId,
    variantId,
    quantity: 1,
    addedAt: at(10),
    priceSeen,
  });

  it('is pointed out with the price the shopper saw, the line left as it is', () => {
    const stored = [held(1, null, 1_200), held(8, 81, 8_000)];
    const { lines, adjustments } = settleLines(stored, catalog, stored, NOW);
    expect(lines).toEqual(stored);
    expect(adjustments.map((a) => [a.product_id, a.variant_id, a.reason, a.price_was, a.quantity])).toEqual([
      [1, null, 'price_changed', 1_200, 1],
      [8, 81, 'price_changed', 8_000, 1],
    ]);
  });

  it('is not pointed out at the same price, nor for a line whose price was never recorded', () => {
    const stored = [held(1, null, 1_000), held(8, 81, null)];
    expect(settleLines(stored, catalog, stored, NOW).adjustments).toEqual([]);
  });

  it('is taken as seen once the shopper sets the line again, at today’s price', () => {
    const stored = [held(1, null, 1_200)];
    const wanted = wantedLines(stored, { kind: 'set', productId: 1, variantId: null, quantity: 2 });
    const { lines, adjustments } = settleLines(wanted, catalog, stored, NOW);
    expect(adjustments).toEqual([]);
    expect(lines).toEqual([{ ...stored[0], quantity: 2, priceSeen: 1_000 }]);
  });
});
