import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './date-time';

describe('formatDateTime', () => {
  it('shows Cairo’s clock, not UTC: 22:30 UTC on 4 March is 5 March in Cairo', () => {
    expect(formatDate('2025-03-04T22:30:00.000Z', 'en')).toBe('March 5, 2025');
    expect(formatDateTime('2025-03-04T22:30:00.000Z', 'en')).toMatch(/^March 5, 2025\D+12:30\sAM$/);
  });

  it('writes Arabic pages with Arabic month names and Arabic-Indic digits', () => {
    expect(formatDate('2025-03-04T22:30:00.000Z', 'ar')).toBe('٥ مارس ٢٠٢٥');
    expect(formatDateTime('2025-03-04T22:30:00.000Z', 'ar')).toMatch(/^٥ مارس ٢٠٢٥\D+١٢:٣٠\sص$/);
  });
});
