import { describe, expect, it } from 'vitest';
import { isoDuration, splitDuration } from './recipe-facts';

describe('recipe durations', () => {
  it('says minutes up to two hours, then hours', () => {
    expect(splitDuration(5)).toEqual({ unit: 'minutes', count: 5 });
    expect(splitDuration(90)).toEqual({ unit: 'minutes', count: 90 });
    expect(splitDuration(720)).toEqual({ unit: 'hours', count: 12 });
  });

  it('writes ISO 8601 durations for structured data', () => {
    expect(isoDuration(5)).toBe('PT5M');
    expect(isoDuration(0)).toBe('PT0M');
    expect(isoDuration(60)).toBe('PT1H');
    expect(isoDuration(90)).toBe('PT1H30M');
    expect(isoDuration(720)).toBe('PT12H');
  });
});
