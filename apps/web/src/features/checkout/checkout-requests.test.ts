import { describe, expect, it } from 'vitest';
import { toSummaryQuery } from './checkout-requests';

const none = { coupon: null, addressId: null, governorateId: null, useWallet: false, paymentMethod: null };

describe('toSummaryQuery', () => {
  it('always says whether the wallet is used, and nothing else when nothing is chosen', () => {
    expect(toSummaryQuery(none)).toBe('use_wallet=false');
  });

  it('prices a saved address by its id, and a typed one by its governorate', () => {
    expect(toSummaryQuery({ ...none, addressId: 4, governorateId: 1 })).toBe('use_wallet=false&address_id=4');
    expect(toSummaryQuery({ ...none, governorateId: 1 })).toBe('use_wallet=false&governorate_id=1');
  });

  it('passes the coupon, the wallet and the method', () => {
    const query = new URLSearchParams(
      toSummaryQuery({ ...none, coupon: 'WELCOME10', useWallet: true, paymentMethod: 'cod', addressId: 2 }),
    );
    expect(Object.fromEntries(query)).toEqual({
      use_wallet: 'true',
      coupon: 'WELCOME10',
      address_id: '2',
      payment_method: 'cod',
    });
  });
});
