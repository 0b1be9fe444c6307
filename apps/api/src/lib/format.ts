import type { Lang } from '../i18n/lang.js';

/** Egypt's clock: coupon dates, order dates and emails are read in Cairo time. */
export const STORE_TIME_ZONE = 'Africa/Cairo';

const twoDecimals = { minimumFractionDigits: 2, maximumFractionDigits: 2 };
// Made once: an Intl formatter costs far more to make than to use (a new one per call was ~5 % of the API's
// CPU per placed order: its email and invoice format money and the year several times).
const pounds = {
  en: new Intl.NumberFormat('en-US', twoDecimals),
  ar: new Intl.NumberFormat('ar-EG', twoDecimals),
};
// Plain spaces and no direction marks (Intl's currency style adds both): these texts also go into emails.
const moneyFormats = {
  en: (amount: number) => `EGP ${pounds.en.format(amount)}`,
  ar: (amount: number) => `${pounds.ar.format(amount)} ج.م`,
};
const dateFormats = {
  en: new Intl.DateTimeFormat('en-GB', {
    timeZone: STORE_TIME_ZONE,
    dateStyle: 'medium',
    timeStyle: 'short',
  }),
  ar: new Intl.DateTimeFormat('ar-EG', {
    timeZone: STORE_TIME_ZONE,
    dateStyle: 'medium',
    timeStyle: 'short',
  }),
};

/** Piastres as the reader writes money: "EGP 1,250.00" or "١٬٢٥٠٫٠٠ ج.م". */
export const formatMoney = (lang: Lang, piastres: number): string => moneyFormats[lang](piastres / 100);

/** An instant as a Cairo date and time in the reader's language. */
export const formatCairoTime = (lang: Lang, date: Date): string => dateFormats[lang].format(date);

const cairoYears = new Intl.DateTimeFormat('en', { timeZone: STORE_TIME_ZONE, year: 'numeric' });
let lastYear = { minute: Number.NaN, year: 0 };
/**
 * The year on Cairo's calendar (order numbers start over each year). Kept for the minute it was read in: a
 * time zone's offset is whole minutes, so a year never changes within one, and at 200 orders a second the
 * formatter (about 1 % of the API's CPU per order, twice per order) runs once a minute instead.
 */
export const cairoYear = (date: Date): number => {
  const minute = Math.floor(date.getTime() / 60_000);
  if (minute !== lastYear.minute) lastYear = { minute, year: Number(cairoYears.format(date)) };
  return lastYear.year;
};

const cairoDays = new Intl.DateTimeFormat('en-CA', {
  timeZone: STORE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The Cairo calendar day of an instant, `YYYY-MM-DD`: the one reading for windows, weeks and day filters. */
export const cairoDay = (at: Date): string => cairoDays.format(at);

/** A calendar day `YYYY-MM-DD` plus `days` days (negative: before). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
