import { describe, expect, it } from 'vitest';
import { toFigureRows } from './figure-rows';

const labels = {
  subtotal: 'Subtotal',
  discount: 'Discount',
  delivery: 'Delivery',
  walletPaid: 'Paid from wallet',
  total: 'Total',
  deliveryFree: 'Free delivery',
  deliveryPending: 'Calculated once you choose an address',
};
const figures = {
  sub_total: 100_000,
  total: 80_500,
  delivery_charge: 4_500,
  walletAmount: 5_000,
  discount: 19_000,
};

describe('toFigureRows', () => {
  it('lists subtotal, discount, delivery and wallet, deductions with a minus sign, then the total', () => {
    const { rows, total } = toFigureRows(figures, 'en', labels);
    expect(rows.map((row) => [row.label, row.value.replace(/\s/g, ' ')])).toEqual([
      ['Subtotal', 'EGP 1,000'],
      ['Discount', '-EGP 190'],
      ['Delivery', 'EGP 45'],
      ['Paid from wallet', '-EGP 50'],
    ]);
    expect(total).toEqual({ label: 'Total', value: expect.stringContaining('805') });
  });

  it('leaves out a discount and a wallet payment of nothing; free delivery says so', () => {
    const { rows } = toFigureRows(
      { ...figures, discount: 0, walletAmount: 0, delivery_charge: 0 },
      'en',
      labels,
    );
    expect(rows.map((row) => row.label)).toEqual(['Subtotal', 'Delivery']);
    expect(rows[1]?.value).toBe('Free delivery');
  });

  it('says delivery is still to be calculated before an address sets the zone', () => {
    const { rows } = toFigureRows({ ...figures, delivery_charge: 0 }, 'en', labels, false);
    expect(rows.find((row) => row.label === 'Delivery')?.value).toBe('Calculated once you choose an address');
  });

  it('prints Arabic pages with Arabic-Indic digits', () => {
    const { total } = toFigureRows(figures, 'ar', labels);
    expect(total.value).toMatch(/٨٠٥/);
  });
});
