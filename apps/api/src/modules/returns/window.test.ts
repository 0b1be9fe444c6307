import { describe, expect, it } from 'vitest';
import { addDays, cairoDay, formatDay, lastReturnDay, withinWindow } from './window.js';

describe('return windows in Cairo days', () => {
  // 23:30 UTC on 1 Nov is already 2 Nov in Cairo (UTC+2): day 0 is the Cairo day.
  const delivered = new Date('2026-11-01T23:30:00Z');

  it('counts from the Cairo day of delivery', () => {
    expect(cairoDay(delivered)).toBe('2026-11-02');
    expect(lastReturnDay(delivered, 'change_of_mind')).toBe('2026-11-16');
    expect(lastReturnDay(delivered, 'defect')).toBe('2026-12-02');
  });

  it('day 14 is in, day 15 is out; day 30 in, day 31 out (a defect)', () => {
    const lastMinuteOfDay14 = new Date('2026-11-16T21:59:00Z'); // 23:59 Cairo
    const firstMinuteOfDay15 = new Date('2026-11-16T22:00:00Z'); // 00:00 Cairo
    expect(withinWindow(delivered, 'change_of_mind', lastMinuteOfDay14)).toBe(true);
    expect(withinWindow(delivered, 'change_of_mind', firstMinuteOfDay15)).toBe(false);
    expect(withinWindow(delivered, 'defect', new Date('2026-12-02T21:59:00Z'))).toBe(true);
    expect(withinWindow(delivered, 'defect', new Date('2026-12-02T22:00:00Z'))).toBe(false);
  });

  it('names the day in the reader’s language', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(formatDay('en', '2026-11-16')).toBe('16 November 2026');
    expect(formatDay('ar', '2026-11-16')).toBe('١٦ نوفمبر ٢٠٢٦');
  });
});
