/**
 * Removes from each list the items an earlier list already shows, keeping order. The home page shows each
 * product once, in its first carousel: no repeats for the shopper, and no two cards with the same element
 * ids (a card's heading id comes from its product id) on one page.
 */
export function distinctAcrossLists<T extends { id: number }>(lists: readonly (readonly T[])[]): T[][] {
  const seen = new Set<number>();
  return lists.map((list) =>
    list.filter((item) => {
      if (seen.has(item.id)) return false;
      seen.add(item.id);
      return true;
    }),
  );
}
