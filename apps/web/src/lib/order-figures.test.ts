import type { OrderSummary } from '@coffee/contracts/checkout';
import { describe, expect, it } from 'vitest';
import { getFreeShippingGap, toCartFigures } from './order-figures';

const summary = (overrides: Partial<OrderSummary> = {}): OrderSummary => ({
  DiscountedSubtotal: 100_000,
  DiscountAmount: 9_000,
  saleDiscountAmount: 10_000,
  Shipping_Fees: 4_500,
  walletAmount: 5_000,
  cod_fee: 0,
  DiscountedTotal: 80_500,
  wallet_balance: 5_000,
  free_shipping_threshold: 150_000,
  items_count: 3,
  coupon: { code: 'WELCOME10', discount: 9_000 },
  coupon_error: null,
  ...overrides,
});

describe('toCartFigures', () => {
  it('maps the summary onto the cart state as spec §4 says', () => {
    expect(toCartFigures(summary())).toEqual({
      sub_total: 100_000,
      total: 80_500,
      totalItems: 3,
      delivery_charge: 4_500,
      walletAmount: 5_000,
      // The coupon's discount and the sale prices' together; the sale's part named, for the rows to split.
      discount: 19_000,
      saleDiscount: 10_000,
      codFee: 0,
    });
  });

  it('adds up on the page: sub_total − discount + delivery − wallet = total', () => {
    const figures = toCartFigures(summary());
    expect(figures.sub_total - figures.discount + figures.delivery_charge - figures.walletAmount).toBe(
      figures.total,
    );
  });

  it('keeps a total the wallet paid whole at zero', () => {
    const paid = toCartFigures(summary({ walletAmount: 85_500, DiscountedTotal: 0 }));
    expect(paid.total).toBe(0);
    expect(paid.walletAmount).toBe(85_500);
  });
});

describe('getFreeShippingGap', () => {
  it('counts from the sale-price subtotal, not the list-price one', () => {
    // 100 000 list − 10 000 sale = 90 000 paid for the goods; 150 000 frees delivery.
    expect(getFreeShippingGap(summary())).toBe(60_000);
  });

  it('is zero at and above the threshold', () => {
    expect(getFreeShippingGap(summary({ DiscountedSubtotal: 160_000 }))).toBe(0);
    expect(getFreeShippingGap(summary({ DiscountedSubtotal: 160_000, saleDiscountAmount: 10_000 }))).toBe(0);
  });
});
