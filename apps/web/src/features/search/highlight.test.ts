import { describe, expect, it } from 'vitest';
import { moveHighlight, NO_HIGHLIGHT } from './highlight';

describe('moveHighlight', () => {
  it('starts at the first suggestion on ArrowDown and the last on ArrowUp', () => {
    expect(moveHighlight(NO_HIGHLIGHT, 'ArrowDown', 5)).toBe(0);
    expect(moveHighlight(NO_HIGHLIGHT, 'ArrowUp', 5)).toBe(4);
  });

  it('steps one suggestion at a time and wraps at both ends', () => {
    expect(moveHighlight(1, 'ArrowDown', 5)).toBe(2);
    expect(moveHighlight(4, 'ArrowDown', 5)).toBe(0);
    expect(moveHighlight(2, 'ArrowUp', 5)).toBe(1);
    expect(moveHighlight(0, 'ArrowUp', 5)).toBe(4);
  });

  it('highlights nothing when there is nothing to highlight', () => {
    expect(moveHighlight(NO_HIGHLIGHT, 'ArrowDown', 0)).toBe(NO_HIGHLIGHT);
    expect(moveHighlight(3, 'ArrowUp', 0)).toBe(NO_HIGHLIGHT);
  });
});
