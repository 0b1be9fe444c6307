import { describe, expect, it } from 'vitest';
import { parseListPage, withPage } from './list-page';

describe('parseListPage', () => {
  it('reads a whole page number, first value of a repeated key', () => {
    expect(parseListPage('3')).toBe(3);
    expect(parseListPage(['2', '5'])).toBe(2);
  });

  it('falls back to page 1 for anything else', () => {
    for (const value of [undefined, '', '0', '-1', '1.5', 'abc', '10001', '99999999']) {
      expect(parseListPage(value)).toBe(1);
    }
  });
});

describe('withPage', () => {
  it('adds the page to a path, with or without a query, and leaves page 1 plain', () => {
    expect(withPage('/blog', 1)).toBe('/blog');
    expect(withPage('/blog', 2)).toBe('/blog?page=2');
    expect(withPage('/recipes?category=iced', 3)).toBe('/recipes?category=iced&page=3');
  });
});
