/** No suggestion highlighted: Enter runs a full search. */
export const NO_HIGHLIGHT = -1;

/**
 * The highlighted suggestion after an arrow key: down moves toward the end, up toward the start, and both
 * wrap around, as in a native list. From no highlight, down picks the first and up the last.
 */
export function moveHighlight(current: number, key: 'ArrowDown' | 'ArrowUp', count: number): number {
  if (count === 0) return NO_HIGHLIGHT;
  if (key === 'ArrowDown') return current < 0 || current >= count - 1 ? 0 : current + 1;
  return current <= 0 ? count - 1 : current - 1;
}
