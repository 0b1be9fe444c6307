/** `items` with the one at `index` swapped with its neighbour `by` (−1 earlier, +1 later): a move button's list. */
export function moved<T>(items: readonly T[], index: number, by: -1 | 1): T[] {
  const next = [...items];
  const [item] = next.splice(index, 1);
  next.splice(index + by, 0, item as T);
  return next;
}
