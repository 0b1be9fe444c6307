import { describe, expect, it } from 'vitest';
import { distinctAcrossLists } from './distinct-lists';

const ids = (lists: { id: number }[][]) => lists.map((list) => list.map((item) => item.id));
const items = (...values: number[]) => values.map((id) => ({ id }));

describe('distinctAcrossLists', () => {
  it('keeps each item in the first list that has it, in order', () => {
    expect(ids(distinctAcrossLists([items(1, 2, 3), items(4, 2, 5), items(5, 1, 6)]))).toEqual([
      [1, 2, 3],
      [4, 5],
      [6],
    ]);
  });

  it('drops repeats inside one list too, and leaves empty lists empty', () => {
    expect(ids(distinctAcrossLists([items(7, 7), [], items(7)]))).toEqual([[7], [], []]);
  });
});
