import type { Locale } from '@coffee/contracts/common';
import { numberLocale } from '@/lib/format/number';

/** How long a shopper waits before asking for another code (the API also limits resends per account). */
export const RESEND_COOLDOWN_SECONDS = 60;

/** Seconds as the shopper reads a countdown: 59 → "0:59", "٠:٥٩" on Arabic pages. */
export function formatCountdown(seconds: number, locale: Locale): string {
  const whole = Math.max(0, Math.ceil(seconds));
  const format = (value: number, minimumIntegerDigits: number) =>
    new Intl.NumberFormat(numberLocale(locale), { minimumIntegerDigits, useGrouping: false }).format(value);
  return `${format(Math.floor(whole / 60), 1)}:${format(whole % 60, 2)}`;
}

/** Whole seconds left until `endsAt` (ms since the epoch), never below 0. */
export const getSecondsLeft = (endsAt: number, now: number): number =>
  Math.max(0, Math.ceil((endsAt - now) / 1000));
