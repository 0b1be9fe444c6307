import { ProductPricingBody } from '@coffee/contracts/backoffice';
import { CouponBody } from '@coffee/contracts/backoffice-coupons';
import { describe, expect, it } from 'vitest';
import { toPoundsInput } from '../kit/money-input';
import {
  optionalPounds,
  optionalWholeNumber,
  pounds,
  toOptionalPoundsInput,
  wholeNumber,
} from './form-values';

const price = pounds(ProductPricingBody.shape.price);
const before = optionalPounds(ProductPricingBody.shape.before_discount);

describe('pounds', () => {
  it('reads pounds typed in either digits script as the contract’s piastres', () => {
    expect(price.parse('250')).toBe(25_000);
    expect(price.parse(' 249.5 ')).toBe(24_950);
    expect(price.parse('٢٤٩٫٥٠')).toBe(24_950);
    expect(price.parse('1,250.05')).toBe(125_005);
  });

  it('refuses what is no amount, and what the contract refuses, as one problem of the field', () => {
    for (const text of ['', 'abc', '-5', '1.234', '0', '1000000.01']) {
      const result = price.safeParse(text);
      expect(result.success, text).toBe(false);
      expect(result.error?.issues).toHaveLength(1);
      expect(result.error?.issues[0]).toMatchObject({ code: 'custom', path: [] });
    }
  });

  it('round-trips with the way back a form starts from', () => {
    for (const piastres of [100, 24_950, 25_000, 100_000_000]) {
      expect(price.parse(toPoundsInput(piastres))).toBe(piastres);
    }
    expect(before.parse(toOptionalPoundsInput(null))).toBeNull();
    expect(before.parse(toOptionalPoundsInput(30_000))).toBe(30_000);
  });
});

describe('optional pounds and whole numbers', () => {
  it('reads an empty field as none, anything else as for a required one', () => {
    expect(before.parse('   ')).toBeNull();
    expect(before.parse('300')).toBe(30_000);
    expect(before.safeParse('3 hundred').success).toBe(false);
  });

  it('reads whole numbers in either digits script, within the contract’s limits', () => {
    const perUser = wholeNumber(CouponBody.shape.per_user_limit);
    expect(perUser.parse('١٢')).toBe(12);
    expect(perUser.safeParse('1.5').success).toBe(false);
    expect(perUser.safeParse('0').success).toBe(false);
    expect(perUser.safeParse('1001').success).toBe(false);
    const total = optionalWholeNumber(CouponBody.shape.usage_limit);
    expect(total.parse('')).toBeNull();
    expect(total.parse('100')).toBe(100);
  });
});
