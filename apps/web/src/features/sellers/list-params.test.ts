import { describe, expect, it } from 'vitest';
import { getListHref, parseListParams } from './list-params';

describe('parseListParams', () => {
  it('reads the search text, governorate and page from the URL', () => {
    expect(parseListParams({ query: ' بن ', governorate: '3', page: '2' })).toEqual({
      query: 'بن',
      governorate: 3,
      page: 2,
    });
  });

  it('drops empty or malformed values and starts at page 1', () => {
    expect(parseListParams({ query: '  ', governorate: '', page: 'abc' })).toEqual({
      query: undefined,
      governorate: undefined,
      page: 1,
    });
    expect(parseListParams({ governorate: '-1', page: '0' })).toMatchObject({
      governorate: undefined,
      page: 1,
    });
    expect(parseListParams({ page: '99999999' }).page).toBe(1);
  });

  it('takes the first of repeated parameters and cuts search text to the API limit', () => {
    expect(parseListParams({ page: ['3', '4'] }).page).toBe(3);
    expect(parseListParams({ query: 'x'.repeat(150) }).query).toHaveLength(100);
  });
});

describe('getListHref', () => {
  it('keeps the filters, leaves out empty ones and page 1', () => {
    expect(getListHref('/coffe-shops', { governorate: 3, page: 1 })).toBe('/coffe-shops?governorate=3');
    expect(getListHref('/seller-profile/4', { query: 'كولد برو', page: 2 })).toBe(
      '/seller-profile/4?query=%D9%83%D9%88%D9%84%D8%AF+%D8%A8%D8%B1%D9%88&page=2',
    );
    expect(getListHref('/coffe-shops', { page: 1 })).toBe('/coffe-shops');
  });
});
