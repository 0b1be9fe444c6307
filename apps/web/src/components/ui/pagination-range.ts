export type PaginationItem = number | 'gap';

/**
 * The page numbers a pagination bar shows: always the first and last, the current page with `siblings`
 * on each side, and a gap where pages are skipped. A gap never hides a single page: 1 2 3, not 1 … 3.
 */
export function getPaginationItems(page: number, lastPage: number, siblings = 1): PaginationItem[] {
  if (lastPage <= 1) return [1];
  const current = Math.min(Math.max(page, 1), lastPage);
  const start = Math.max(2, current - siblings);
  const end = Math.min(lastPage - 1, current + siblings);
  const items: PaginationItem[] = [1];
  if (start === 3) items.push(2);
  else if (start > 3) items.push('gap');
  for (let number = start; number <= end; number += 1) items.push(number);
  if (end === lastPage - 2) items.push(lastPage - 1);
  else if (end < lastPage - 2) items.push('gap');
  items.push(lastPage);
  return items;
}
