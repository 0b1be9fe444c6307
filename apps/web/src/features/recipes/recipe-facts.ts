/** A recipe's time as its page says it: minutes up to two hours, then whole hours (cold brew: 12 hours). */
export function splitDuration(minutes: number): { unit: 'minutes' | 'hours'; count: number } {
  return minutes >= 120
    ? { unit: 'hours', count: Math.round(minutes / 60) }
    : { unit: 'minutes', count: minutes };
}

/** ISO 8601 duration for the Recipe JSON-LD: 5 → "PT5M", 720 → "PT12H". */
export function isoDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `PT${hours ? `${hours}H` : ''}${rest || !hours ? `${rest}M` : ''}`;
}
