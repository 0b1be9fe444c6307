import { describe, expect, it } from 'vitest';
import { formatCountdown, getSecondsLeft } from './countdown';

describe('formatCountdown', () => {
  it('writes minutes and two-digit seconds', () => {
    expect(formatCountdown(60, 'en')).toBe('1:00');
    expect(formatCountdown(59, 'en')).toBe('0:59');
    expect(formatCountdown(5, 'en')).toBe('0:05');
    expect(formatCountdown(0, 'en')).toBe('0:00');
  });

  it('uses Arabic-Indic digits on Arabic pages, like the prices beside them', () => {
    expect(formatCountdown(59, 'ar')).toBe('٠:٥٩');
    expect(formatCountdown(65, 'ar')).toBe('١:٠٥');
  });
});

describe('getSecondsLeft', () => {
  it('rounds up, so the button never unlocks before the wait is over, and stops at 0', () => {
    expect(getSecondsLeft(10_000, 0)).toBe(10);
    expect(getSecondsLeft(10_000, 9_001)).toBe(1);
    expect(getSecondsLeft(10_000, 10_000)).toBe(0);
    expect(getSecondsLeft(10_000, 12_000)).toBe(0);
  });
});
