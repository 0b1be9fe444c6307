import { describe, expect, it } from 'vitest';
import {
  cairoInstant,
  formatTypedDay,
  formatTypedInstant,
  parseTypedDate,
  parseTypedDay,
} from './typed-date';

describe('typed dates', () => {
  it('reads day/month/year in either digit system, and the ISO day an address keeps', () => {
    expect(parseTypedDay('25/12/2026')).toBe('2026-12-25');
    expect(parseTypedDay('٢٥/١٢/٢٠٢٦')).toBe('2026-12-25');
    expect(parseTypedDay(' 5-3-2026 ')).toBe('2026-03-05');
    expect(parseTypedDay('2026-03-05')).toBe('2026-03-05');
    expect(parseTypedDate('٢٥/١٢/٢٠٢٦ ١٨:٣٠')).toEqual({ day: '2026-12-25', time: '18:30' });
  });

  it('refuses what is not a real day: month 13, 31 February, the US order past the 12th', () => {
    expect(parseTypedDay('31/02/2026')).toBeNull();
    expect(parseTypedDay('12/25/2026')).toBeNull();
    expect(parseTypedDay('2026-13-01')).toBeNull();
    expect(parseTypedDate('25/12/2026 24:00')).toBeNull();
    expect(parseTypedDay('soon')).toBeNull();
  });

  it('writes days in the page’s digits, day first', () => {
    expect(formatTypedDay('2026-03-05', 'en')).toBe('05/03/2026');
    expect(formatTypedDay('2026-03-05', 'ar')).toBe('٠٥/٠٣/٢٠٢٦');
  });

  it('turns Cairo wall time into the instant, winter and summer, and back', () => {
    expect(cairoInstant('2026-01-10', '09:00')).toBe('2026-01-10T07:00:00.000Z');
    expect(cairoInstant('2026-07-10', null)).toBe('2026-07-09T21:00:00.000Z');
    expect(formatTypedInstant('2026-01-10T07:00:00.000Z', 'en')).toBe('10/01/2026 09:00');
    expect(formatTypedInstant('2026-07-09T21:00:00.000Z', 'ar')).toBe('١٠/٠٧/٢٠٢٦ ٠٠:٠٠');
  });
});
