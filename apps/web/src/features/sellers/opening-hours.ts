import type { SellerSummary } from '@coffee/contracts/sellers';

/** A seller's hours: one entry per day it opens; a day without an entry is closed. */
export type ShopHours = SellerSummary['opening_hours'];
export type DayHours = ShopHours[number];

/** A moment as a shop in Egypt sees it: day of the week (0 = Sunday … 6 = Saturday) and minutes since 00:00. */
export type ShopClock = { day: number; minutes: number };

const MINUTES_PER_DAY = 24 * 60;
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

// NOTE: every shop is in Egypt, so "open now" is decided in Cairo time whatever the server's time zone
// (and with Egypt's summer time, which Intl knows).
const cairoClockFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Africa/Cairo',
  weekday: 'short',
  hour: 'numeric',
  minute: 'numeric',
  hourCycle: 'h23',
});

/** The Cairo weekday and time of day at `now`. */
export function getCairoClock(now: Date): ShopClock {
  const parts = Object.fromEntries(
    cairoClockFormat.formatToParts(now).map((part) => [part.type, part.value]),
  );
  return {
    day: WEEKDAYS.indexOf(parts.weekday ?? ''),
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

/** "08:30" → 510. */
export const toMinutes = (time: string): number => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
};

/**
 * Minutes after that day's midnight at which the shop closes: a closing time at or before the opening
 * time ("08:00"–"01:00", "09:00"–"00:00") is on the next day.
 */
function closingMinutes({ open, close }: DayHours): number {
  const opens = toMinutes(open);
  const closes = toMinutes(close);
  return closes <= opens ? closes + MINUTES_PER_DAY : closes;
}

/** The hours a shop keeps on `day`, or undefined when it is closed all that day. */
export const getDayHours = (hours: ShopHours, day: number): DayHours | undefined =>
  hours.find((entry) => entry.day === day);

/** Whether the shop is open at `clock`, counting the tail of yesterday's hours when they run past midnight. */
export function isOpenAt(hours: ShopHours, { day, minutes }: ShopClock): boolean {
  const today = getDayHours(hours, day);
  if (today && minutes >= toMinutes(today.open) && minutes < closingMinutes(today)) return true;
  const yesterday = getDayHours(hours, (day + 6) % 7);
  return yesterday !== undefined && minutes < closingMinutes(yesterday) - MINUTES_PER_DAY;
}

/** Days in the order an Egyptian week is read: Saturday first. */
export const EGYPTIAN_WEEK: readonly number[] = [6, 0, 1, 2, 3, 4, 5];
