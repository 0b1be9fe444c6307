import { describe, expect, it } from 'vitest';
import { readOrderFilters } from './order-filter-values';

describe('readOrderFilters', () => {
  it('keeps the filters the API accepts and drops empty or malformed ones', () => {
    expect(
      readOrderFilters({
        q: '  0101 ',
        status: 'PLACED',
        payment_method: 'bitcoin',
        governorate_id: 'abc',
        seller_id: ['3', '4'],
        from: '2026-11-01',
        to: '',
      }),
    ).toEqual({ q: '0101', status: 'PLACED', seller_id: '3', from: '2026-11-01' });
  });
});
