import type { Variant } from '@coffee/contracts/catalog';
import { describe, expect, it } from 'vitest';
import { getStockState } from './stock';
import { getOffer, groupVariants, pickVariant } from './variants';

const variant = (id: number, kind: Variant['kind'], stock: number, price = 50_000): Variant => ({
  id,
  product_id: 1,
  kind,
  name: `Variant ${id}`,
  price,
  beforeDiscount: null,
  stock,
});

describe('getStockState', () => {
  it('says out of stock at zero or below, how many are left when few, and in stock otherwise', () => {
    expect(getStockState(0)).toEqual({ kind: 'out' });
    expect(getStockState(-3)).toEqual({ kind: 'out' });
    expect(getStockState(1)).toEqual({ kind: 'low', count: 1 });
    expect(getStockState(10)).toEqual({ kind: 'low', count: 10 });
    expect(getStockState(11)).toEqual({ kind: 'in-stock' });
  });
});

describe('pickVariant', () => {
  const variants = [variant(1, 'size', 0), variant(2, 'size', 5), variant(3, 'size', 9)];

  it('picks the variant the URL names, even when it is out of stock', () => {
    expect(pickVariant(variants, '3')?.id).toBe(3);
    expect(pickVariant(variants, '1')?.id).toBe(1);
  });

  it('falls back to the first variant in stock for a missing, foreign or malformed id', () => {
    expect(pickVariant(variants, undefined)?.id).toBe(2);
    expect(pickVariant(variants, '99')?.id).toBe(2);
    expect(pickVariant(variants, '2abc')?.id).toBe(2);
  });

  it('falls back to the first variant when none is in stock, and to none without variants', () => {
    expect(pickVariant([variant(7, 'color', 0), variant(8, 'color', 0)], undefined)?.id).toBe(7);
    expect(pickVariant([], '1')).toBeNull();
  });
});

describe('getOffer', () => {
  const product = { price: 40_000, beforeDiscount: 45_000, stock: 12 };

  it("shows the chosen variant's price, discount and stock", () => {
    const chosen = { ...variant(2, 'size', 3, 80_000), beforeDiscount: 90_000 };
    expect(getOffer(product, chosen)).toMatchObject({ price: 80_000, beforeDiscount: 90_000, stock: 3 });
  });

  it("shows the product's own figures without a variant", () => {
    expect(getOffer(product, null)).toEqual({ ...product, variant: null });
  });
});

describe('groupVariants', () => {
  it('groups by kind in the order the kinds first appear', () => {
    const groups = groupVariants([variant(1, 'size', 1), variant(2, 'grind', 1), variant(3, 'size', 1)]);
    expect(groups.map((group) => [group.kind, group.options.map((option) => option.id)])).toEqual([
      ['size', [1, 3]],
      ['grind', [2]],
    ]);
  });
});
