import { describe, expect, it } from 'vitest';
import { truncateName } from './product-card-text';

describe('truncateName', () => {
  it('keeps names of 80 characters or fewer whole', () => {
    const eighty = 'a'.repeat(80);
    expect(truncateName(eighty)).toBe(eighty);
    expect(truncateName('Ethiopia Sidamo Bensa – Natural')).toBe('Ethiopia Sidamo Bensa – Natural');
  });

  it('cuts longer names at 80 characters and adds an ellipsis', () => {
    const result = truncateName('b'.repeat(81));
    expect(result).toBe(`${'b'.repeat(80)}…`);
    expect(Array.from(result)).toHaveLength(81);
  });

  it('cuts Arabic names the same way', () => {
    const name = 'قهوة '.repeat(20).trim(); // 99 characters
    const result = truncateName(name);
    expect(result.endsWith('…')).toBe(true);
    expect(Array.from(result).length).toBeLessThanOrEqual(81);
    expect(name.startsWith(result.slice(0, -1))).toBe(true);
  });

  it('never leaves a dangling space or comma before the ellipsis', () => {
    const name = `${'c'.repeat(78)}, more words here`;
    expect(truncateName(name)).toBe(`${'c'.repeat(78)}…`);
  });

  it('never splits a character outside the basic plane', () => {
    const name = `${'d'.repeat(79)}☕️☕️☕️`;
    expect(truncateName(name)).toBe(`${'d'.repeat(79)}☕…`);
  });
});
