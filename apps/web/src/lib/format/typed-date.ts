import { toLatinDigits } from '@coffee/contracts/auth';
import type { Locale } from '@coffee/contracts/common';
import { TIME_ZONE } from './date-time';
import { numberLocale } from './number';

/**
 * Dates as the back office's people type and read them (decision 0034): day/month/year, the
 * order Egypt writes in either language, in the page's digits, Cairo's clock. Browsers' own date inputs
 * follow the browser's language rather than the page's (Chromium ignores `lang`), so an Arabic page showed
 * mm/dd/yyyy; a text field with a visible format reads the same on every browser and works without script.
 */

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** A real calendar day, or null (31/02 is not one). */
function isoDay(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null;
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

const TYPED = /^(\d{1,2})[/.\-\u060C](\d{1,2})[/.\-\u060C](\d{4})(?:\s+(\d{1,2}):(\d{2}))?$/;
const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:[T\s](\d{2}):(\d{2}))?$/;

/**
 * What was typed as a day and, if given, a time: `25/12/2026`, `٢٥/١٢/٢٠٢٦ ١٨:٣٠`, `25-12-2026`, or the
 * ISO `2026-12-25` an address keeps. Null when it is not a real day and time.
 */
export function parseTypedDate(text: string): { day: string; time: string | null } | null {
  const compact = toLatinDigits(text)
    .replace(/[\u200e\u200f\u061c]/g, '')
    .trim();
  const typed = TYPED.exec(compact);
  const iso = typed ? null : ISO.exec(compact);
  if (!typed && !iso) return null;
  const [year, month, day, hour, minute] = typed
    ? [typed[3], typed[2], typed[1], typed[4], typed[5]]
    : [iso![1], iso![2], iso![3], iso![4], iso![5]];
  const dayText = isoDay(Number(year), Number(month), Number(day));
  if (!dayText) return null;
  if (hour === undefined) return { day: dayText, time: null };
  if (Number(hour) > 23 || Number(minute) > 59) return null;
  return { day: dayText, time: `${pad(Number(hour))}:${minute}` };
}

/** A typed day as `YYYY-MM-DD`, or null. */
export const parseTypedDay = (text: string): string | null => {
  const parsed = parseTypedDate(text);
  return parsed && parsed.time === null ? parsed.day : null;
};

const digits = (locale: Locale) =>
  new Intl.NumberFormat(numberLocale(locale), { useGrouping: false, minimumIntegerDigits: 2 });

/** `2026-12-25` as the page writes it: `25/12/2026` or `٢٥/١٢/٢٠٢٦`. */
export function formatTypedDay(isoDayText: string, locale: Locale): string {
  const [year, month, day] = isoDayText.split('-').map(Number) as [number, number, number];
  const f = digits(locale);
  return `${f.format(day)}/${f.format(month)}/${new Intl.NumberFormat(numberLocale(locale), { useGrouping: false }).format(year)}`;
}

/** Cairo's offset from UTC at an instant, in minutes (+120 in winter, +180 in summer time). */
function cairoOffset(at: number): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: TIME_ZONE,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
      .formatToParts(new Date(at))
      .map((part) => [part.type, part.value]),
  );
  const asUtc = Date.UTC(+parts.year!, +parts.month! - 1, +parts.day!, +parts.hour!, +parts.minute!);
  return Math.round((asUtc - Math.floor(at / 60_000) * 60_000) / 60_000);
}

/** A Cairo day and time (`HH:MM`, midnight when none) as an ISO instant. */
export function cairoInstant(day: string, time: string | null): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const [hour, minute] = (time ?? '00:00').split(':').map(Number) as [number, number];
  const wall = Date.UTC(year, month - 1, date, hour, minute);
  // The offset at the wall time read as UTC, then again at the instant it gives (right across a change).
  const first = wall - cairoOffset(wall) * 60_000;
  return new Date(wall - cairoOffset(first) * 60_000).toISOString();
}

/** An instant as the page types it back, Cairo's day and time: `25/12/2026 18:30` / `٢٥/١٢/٢٠٢٦ ١٨:٣٠`. */
export function formatTypedInstant(iso: string, locale: Locale): string {
  const at = new Date(iso).getTime();
  const wall = new Date(at + cairoOffset(at) * 60_000);
  const f = digits(locale);
  const day = `${wall.getUTCFullYear()}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}`;
  return `${formatTypedDay(day, locale)} ${f.format(wall.getUTCHours())}:${f.format(wall.getUTCMinutes())}`;
}
