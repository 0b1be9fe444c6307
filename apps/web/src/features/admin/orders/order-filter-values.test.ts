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

  it('reads days typed day/month/year in either digit system, dropping what is not a day', () => {
    expect(readOrderFilters({ from: '٠١/١١/٢٠٢٦', to: '30/11/2026' })).toEqual({
      from: '2026-11-01',
      to: '2026-11-30',
    });
    expect(readOrderFilters({ from: '11/30/2026', to: '31/02/2026' })).toEqual({});
  });
});
