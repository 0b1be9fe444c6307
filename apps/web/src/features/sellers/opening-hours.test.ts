import { describe, expect, it } from 'vitest';
import { formatShopTime, formatWeekday } from './hours-format';
import { getMapUrl } from './map-link';
import { EGYPTIAN_WEEK, getCairoClock, isOpenAt, type ShopHours } from './opening-hours';

const FRIDAY = 5;
const SATURDAY = 6;
const everyDay = (open: string, close: string): ShopHours =>
  [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, open, close }));
const at = (day: number, time: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return { day, minutes: hours * 60 + minutes };
};

describe('getCairoClock', () => {
  it('reads the weekday and time in Cairo, winter (UTC+2) and summer (UTC+3) alike', () => {
    // Friday 10 January 2025, 10:30 UTC → 12:30 in Cairo.
    expect(getCairoClock(new Date('2025-01-10T10:30:00Z'))).toEqual({ day: FRIDAY, minutes: 12 * 60 + 30 });
    // Friday 4 July 2025, 10:30 UTC → 13:30 in Cairo (summer time).
    expect(getCairoClock(new Date('2025-07-04T10:30:00Z'))).toEqual({ day: FRIDAY, minutes: 13 * 60 + 30 });
    // Friday 23:30 UTC in winter is already Saturday 01:30 in Cairo.
    expect(getCairoClock(new Date('2025-01-10T23:30:00Z'))).toEqual({ day: SATURDAY, minutes: 90 });
  });
});

describe('isOpenAt', () => {
  const hours = everyDay('08:00', '22:00');

  it('is open between opening and closing time and closed outside, closing time excluded', () => {
    expect(isOpenAt(hours, at(1, '07:59'))).toBe(false);
    expect(isOpenAt(hours, at(1, '08:00'))).toBe(true);
    expect(isOpenAt(hours, at(1, '21:59'))).toBe(true);
    expect(isOpenAt(hours, at(1, '22:00'))).toBe(false);
  });

  it('keeps a shop that closes after midnight open into the next morning', () => {
    const lateHours = everyDay('08:00', '01:00');
    expect(isOpenAt(lateHours, at(2, '23:30'))).toBe(true);
    expect(isOpenAt(lateHours, at(3, '00:30'))).toBe(true);
    expect(isOpenAt(lateHours, at(3, '01:00'))).toBe(false);
    expect(isOpenAt(lateHours, at(3, '07:00'))).toBe(false);
  });

  it('reads a closing time of 00:00 as midnight, not as closed all day', () => {
    const midnight = everyDay('09:00', '00:00');
    expect(isOpenAt(midnight, at(4, '23:59'))).toBe(true);
    expect(isOpenAt(midnight, at(5, '00:00'))).toBe(false);
  });

  it('is closed all day on a day without hours, except for the previous night running past midnight', () => {
    const closedOnFriday = everyDay('10:00', '02:00').filter((entry) => entry.day !== FRIDAY);
    expect(isOpenAt(closedOnFriday, at(FRIDAY, '01:00'))).toBe(true); // Thursday night
    expect(isOpenAt(closedOnFriday, at(FRIDAY, '12:00'))).toBe(false);
    expect(isOpenAt(closedOnFriday, at(SATURDAY, '01:00'))).toBe(false); // Friday had no night
  });
});

describe('EGYPTIAN_WEEK', () => {
  it('starts on Saturday and lists each day once', () => {
    expect(EGYPTIAN_WEEK[0]).toBe(SATURDAY);
    expect([...EGYPTIAN_WEEK].sort()).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });
});

describe('formatting hours', () => {
  it('writes times and day names as each language does', () => {
    expect(formatShopTime('13:30', 'en')).toBe('1:30 PM');
    expect(formatShopTime('00:00', 'en')).toBe('12:00 AM');
    expect(formatShopTime('13:30', 'ar')).toBe('١:٣٠ م');
    expect(formatWeekday(0, 'en')).toBe('Sunday');
    expect(formatWeekday(FRIDAY, 'ar')).toBe('الجمعة');
  });
});

describe('getMapUrl', () => {
  it('searches Google Maps for the exact coordinates', () => {
    expect(getMapUrl(31.2156, 29.9553)).toBe(
      'https://www.google.com/maps/search/?api=1&query=31.2156,29.9553',
    );
  });
});
