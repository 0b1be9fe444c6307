import { describe, expect, it } from 'vitest';
import { toOptionalId } from './optional-id';

describe('toOptionalId', () => {
  it('reads a chosen option as its id', () => {
    expect(toOptionalId('12')).toBe(12);
  });

  it('reads the empty "choose…" option, or anything not an id, as nothing chosen', () => {
    for (const value of ['', undefined, null, '0', '-3', 'abc', '1.5']) {
      expect(toOptionalId(value), String(value)).toBeUndefined();
    }
  });
});
