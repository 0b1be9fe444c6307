import { describe, expect, it } from 'vitest';
import { parseRouteId } from './route-id';

describe('parseRouteId', () => {
  it('accepts plainly written positive integer ids only', () => {
    expect(parseRouteId('12')).toBe(12);
    expect(parseRouteId('2147483647')).toBe(2_147_483_647);
    for (const bad of ['0', '007', '-1', '12abc', '1e3', '1.5', '', '2147483648']) {
      expect(parseRouteId(bad), bad).toBeUndefined();
    }
  });
});
