/** The store's themed seasons (spec §1): three from the Hijri calendar, one from the Gregorian. */
export const SEASONS = ['ramadan', 'eid-fitr', 'eid-adha', 'summer'] as const;
export type Season = (typeof SEASONS)[number];

// The Umm al-Qura calendar (Saudi Arabia's official Hijri calendar, which Egypt's dates follow within a day)
// as ICU computes it, read in Cairo time: the season turns at Cairo's midnight, not the server's.
const hijri = new Intl.DateTimeFormat('en-u-ca-islamic-umalqura', {
  day: 'numeric',
  month: 'numeric',
  timeZone: 'Africa/Cairo',
});
const gregorianMonth = new Intl.DateTimeFormat('en', { month: 'numeric', timeZone: 'Africa/Cairo' });

function hijriDate(date: Date): { month: number; day: number } {
  const parts = hijri.formatToParts(date);
  const value = (type: 'month' | 'day') => Number(parts.find((part) => part.type === type)?.value);
  return { month: value('month'), day: value('day') };
}

/**
 * The season `date` falls in, or null. Eid al-Fitr: 1–3 Shawwal; Eid al-Adha: 10–13 Dhu al-Hijjah (the
 * feast and the days of Tashreeq); Ramadan: the whole month; summer: June to August. The Eids win over
 * summer should a Hijri date ever fall in it.
 */
export function seasonOn(date: Date): Season | null {
  const { month, day } = hijriDate(date);
  if (month === 10 && day <= 3) return 'eid-fitr';
  if (month === 12 && day >= 10 && day <= 13) return 'eid-adha';
  if (month === 9) return 'ramadan';
  const gregorian = Number(gregorianMonth.format(date));
  return gregorian >= 6 && gregorian <= 8 ? 'summer' : null;
}

/** Staff and tests preview a season with this cookie; shoppers never see a link to it. */
export const SEASON_PREVIEW_COOKIE = 'season_preview';

/** The season to show: a valid preview cookie's, else today's. `none` previews the page without one. */
export function pickSeason(now: Date, preview: string | undefined): Season | null {
  if (preview === 'none') return null;
  return SEASONS.find((season) => season === preview) ?? seasonOn(now);
}
