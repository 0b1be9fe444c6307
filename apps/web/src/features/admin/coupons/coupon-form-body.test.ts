import { describe, expect, it } from 'vitest';
import { CouponFormBody, type CouponFormValues, toCouponFormValues } from './coupon-form-body';

const blank = toCouponFormValues(null, 'en');
const parse = (change: Partial<CouponFormValues>) => CouponFormBody.safeParse({ ...blank, ...change });

describe('CouponFormBody', () => {
  it('sends a percent as typed and amounts in piastres, the code in capitals', () => {
    const result = parse({ code: 'spring10', value: '١٥', min_subtotal: '250', max_discount: '49.50' });
    expect(result.data).toMatchObject({
      code: 'SPRING10',
      kind: 'percent',
      value: 15,
      min_subtotal: 25_000,
      max_discount: 4_950,
      usage_limit: null,
      per_user_limit: 1,
      category_ids: [],
    });
  });

  it('reads a fixed coupon’s value in pounds and sends no cap with it', () => {
    const result = parse({ code: 'FLAT50', kind: 'fixed', value: '50', max_discount: '20' });
    expect(result.data).toMatchObject({ kind: 'fixed', value: 5_000, max_discount: null });
  });

  it('puts a percent above 100 on the value, together with the other problems', () => {
    const result = parse({ code: 'x', value: '150', per_user_limit: '0' });
    expect(result.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual([
      'code',
      'per_user_limit',
      'value',
    ]);
  });

  it('round-trips a saved coupon, its dates and scope included', () => {
    const saved = {
      id: 3,
      code: 'EID',
      kind: 'fixed' as const,
      value: 2_550,
      min_subtotal: 10_000,
      max_discount: null,
      starts_at: '2026-03-01T08:00:00.000Z',
      ends_at: null,
      usage_limit: 100,
      used_count: 0,
      per_user_limit: 2,
      first_order_only: true,
      category_ids: [4],
      sub_category_ids: [],
      brand_ids: [7, 9],
      seller_ids: [],
      is_active: false,
      state: 'disabled' as const,
      created_at: '2026-02-01T08:00:00.000Z',
    };
    const { id: _id, used_count: _used, state: _state, created_at: _created, ...body } = saved;
    expect(CouponFormBody.parse(toCouponFormValues(saved, 'ar'))).toEqual(body);
  });
});

describe('the value’s problem', () => {
  it('is said in the words of the kind chosen', () => {
    const keyOf = (change: Partial<CouponFormValues>) =>
      (parse({ code: 'EID', ...change }).error?.issues[0] as { params?: { messageKey?: string } } | undefined)
        ?.params?.messageKey;
    expect(keyOf({ value: '150' })).toBe('invalidPercent');
    expect(keyOf({ kind: 'fixed', value: '12.345' })).toBe('invalidAmount');
  });

  it('reads dates typed day/month/year on Cairo’s clock, an end day without a time to its last minute', () => {
    const typed = {
      ...blank,
      code: 'EID',
      value: '10',
      starts_at: '٠١/٠٣/٢٠٢٦ ١٠:٠٠',
      ends_at: '31/03/2026',
    };
    expect(CouponFormBody.parse(typed)).toMatchObject({
      starts_at: '2026-03-01T08:00:00.000Z',
      ends_at: '2026-03-31T21:59:00.000Z',
    });
    expect(CouponFormBody.safeParse({ ...typed, ends_at: '03/31/2026' }).success).toBe(false);
  });
});
