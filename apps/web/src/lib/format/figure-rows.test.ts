import { describe, expect, it } from 'vitest';
import { toFigureRows } from './figure-rows';

const labels = {
  subtotal: 'Subtotal',
  couponDiscount: 'Coupon discount',
  delivery: 'Delivery',
  walletPaid: 'Paid from wallet',
  total: 'Total',
  deliveryFree: 'Free delivery',
  deliveryPending: 'Calculated once you choose an address',
  youSave: 'You save {amount}',
};
// The spec's mapping: 1,000 at list prices, 100 off by sale prices and 90 by a coupon (discount 190 together),
// 45 delivery, 50 from the wallet: 1,000 − 190 + 45 − 50 = 805.
const figures = {
  sub_total: 100_000,
  total: 80_500,
  delivery_charge: 4_500,
  walletAmount: 5_000,
  discount: 19_000,
  saleDiscount: 10_000,
};
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('toFigureRows', () => {
  it('starts from the lines as shown (at sale prices) and takes off only the coupon, so the rows add up', () => {
    const { rows, total } = toFigureRows(figures, 'en', labels);
    expect(rows.map((row) => [row.label, plain(row.value)])).toEqual([
      ['Subtotal', 'EGP 900'],
      ['Coupon discount', '-EGP 90'],
      ['Delivery', 'EGP 45'],
      ['Paid from wallet', '-EGP 50'],
    ]);
    // 900 − 90 + 45 − 50 = 805
    expect(plain(total.value)).toBe('EGP 805');
  });

  it('says once what the sale prices and the coupon save together', () => {
    expect(plain(toFigureRows(figures, 'en', labels).savings ?? '')).toBe('You save EGP 190');
    const saleOnly = { ...figures, discount: 10_000, total: 89_500 };
    expect(plain(toFigureRows(saleOnly, 'en', labels).savings ?? '')).toBe('You save EGP 100');
    expect(toFigureRows(saleOnly, 'en', labels).rows.map((row) => row.label)).not.toContain(
      'Coupon discount',
    );
  });

  it('leaves out a discount and a wallet payment of nothing; free delivery says so', () => {
    const { rows, savings } = toFigureRows(
      { ...figures, discount: 0, saleDiscount: 0, walletAmount: 0, delivery_charge: 0 },
      'en',
      labels,
    );
    expect(rows.map((row) => row.label)).toEqual(['Subtotal', 'Delivery']);
    expect(rows[1]?.value).toBe('Free delivery');
    expect(savings).toBeNull();
  });

  it('says delivery is still to be calculated before an address sets the zone', () => {
    const { rows } = toFigureRows({ ...figures, delivery_charge: 0 }, 'en', labels, false);
    expect(rows.find((row) => row.label === 'Delivery')?.value).toBe('Calculated once you choose an address');
  });

  it('prints Arabic pages with Arabic-Indic digits, the savings too', () => {
    const { total, savings } = toFigureRows(figures, 'ar', { ...labels, youSave: 'قيمة التوفير: {amount}' });
    expect(total.value).toMatch(/٨٠٥/);
    expect(savings).toMatch(/^قيمة التوفير: .*١٩٠/);
  });
});
