import { describe, expect, it } from 'vitest';
import { pickSeason, seasonOn } from './season';

/** Noon in Cairo (UTC+2 in winter, +3 in summer time) on a Gregorian day. */
const cairoNoon = (day: string) => new Date(`${day}T10:00:00Z`);

describe('seasonOn (Umm al-Qura calendar, Cairo time)', () => {
  it.each([
    ['2026-02-19', 'ramadan'],
    ['2026-03-10', 'ramadan'],
    ['2027-02-15', 'ramadan'],
    ['2028-02-10', 'ramadan'],
  ])('%s falls in Ramadan', (day, season) => {
    expect(seasonOn(cairoNoon(day))).toBe(season);
  });

  it.each([
    ['2026-03-20', 'eid-fitr'],
    ['2026-03-22', 'eid-fitr'],
    ['2027-03-10', 'eid-fitr'],
    ['2028-02-27', 'eid-fitr'],
  ])('%s is Eid al-Fitr', (day, season) => {
    expect(seasonOn(cairoNoon(day))).toBe(season);
  });

  it.each([
    ['2026-05-27', 'eid-adha'],
    ['2026-05-30', 'eid-adha'],
    ['2027-05-16', 'eid-adha'],
    ['2028-05-05', 'eid-adha'],
  ])('%s is Eid al-Adha', (day, season) => {
    expect(seasonOn(cairoNoon(day))).toBe(season);
  });

  it('is summer from June to August, and nothing in between seasons', () => {
    expect(seasonOn(cairoNoon('2026-06-01'))).toBe('summer');
    expect(seasonOn(cairoNoon('2027-08-31'))).toBe('summer');
    expect(seasonOn(cairoNoon('2026-05-31'))).toBeNull();
    expect(seasonOn(cairoNoon('2026-09-01'))).toBeNull();
    expect(seasonOn(cairoNoon('2026-11-24'))).toBeNull();
    // The day after Eid al-Fitr's third day, and the day before Eid al-Adha.
    expect(seasonOn(cairoNoon('2026-03-23'))).toBeNull();
    expect(seasonOn(cairoNoon('2026-05-26'))).toBeNull();
  });

  it('turns at midnight in Cairo, not at the server’s midnight', () => {
    // 22:30 UTC on 19 March 2026 is already 20 March (1 Shawwal) in Cairo.
    expect(seasonOn(new Date('2026-03-19T22:30:00Z'))).toBe('eid-fitr');
    expect(seasonOn(new Date('2026-03-19T21:30:00Z'))).toBe('ramadan');
  });
});

describe('pickSeason', () => {
  it('shows a previewed season whatever the date, or none, and ignores an unknown preview', () => {
    const november = cairoNoon('2026-11-24');
    expect(pickSeason(november, 'ramadan')).toBe('ramadan');
    expect(pickSeason(cairoNoon('2026-07-01'), 'none')).toBeNull();
    expect(pickSeason(november, 'christmas')).toBeNull();
    expect(pickSeason(cairoNoon('2026-07-01'), undefined)).toBe('summer');
  });
});
