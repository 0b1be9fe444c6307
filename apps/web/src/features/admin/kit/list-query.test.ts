import { ContentStatus } from '@coffee/contracts/backoffice-content';
import { describe, expect, it } from 'vitest';
import { choice, getListHref, readListFilters, searchText } from './list-query';

describe('readListFilters', () => {
  it('keeps each filter its rule accepts, trimmed and cut to the limit, and leaves out the rest', () => {
    expect(
      readListFilters(
        { q: ['  WELCOME10 and more  ', 'other'], status: 'published', page: '2' },
        { q: searchText(9), status: choice(ContentStatus) },
      ),
    ).toEqual({ q: 'WELCOME10', status: 'published' });
  });

  it('drops an empty search and a value the schema refuses', () => {
    expect(
      readListFilters(
        { q: '   ', status: 'archived' },
        { q: searchText(100), status: choice(ContentStatus) },
      ),
    ).toEqual({});
  });
});

describe('getListHref', () => {
  it('puts the filters and a later page in the address', () => {
    expect(getListHref('/admin/orders', { status: 'PLACED', q: 'CM 1' }, 3)).toBe(
      '/admin/orders?status=PLACED&q=CM+1&page=3',
    );
    expect(getListHref('/admin/orders', {})).toBe('/admin/orders');
  });

  it('leaves out a filter without a value and the first page', () => {
    expect(getListHref('/admin/coupons', { q: undefined }, 1)).toBe('/admin/coupons');
  });
});
