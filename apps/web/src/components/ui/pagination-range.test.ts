import { describe, expect, it } from 'vitest';
import { getPaginationItems } from './pagination-range';

describe('getPaginationItems', () => {
  it('shows every page when there are few', () => {
    expect(getPaginationItems(1, 1)).toEqual([1]);
    expect(getPaginationItems(2, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('shows the ends and the neighbours of the current page, with gaps between', () => {
    expect(getPaginationItems(6, 11)).toEqual([1, 'gap', 5, 6, 7, 'gap', 11]);
    expect(getPaginationItems(1, 11)).toEqual([1, 2, 'gap', 11]);
    expect(getPaginationItems(11, 11)).toEqual([1, 'gap', 10, 11]);
  });

  it('never hides a single page behind a gap', () => {
    expect(getPaginationItems(4, 11)).toEqual([1, 2, 3, 4, 5, 'gap', 11]);
    expect(getPaginationItems(8, 11)).toEqual([1, 'gap', 7, 8, 9, 10, 11]);
  });

  it('keeps a page outside the range inside it', () => {
    expect(getPaginationItems(99, 3)).toEqual([1, 2, 3]);
  });
});
