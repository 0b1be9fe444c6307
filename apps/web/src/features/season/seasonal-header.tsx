import type { Locale } from '@coffee/contracts/common';
import { cookies } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { sitePaths } from '@/lib/routes';
import { pickSeason, SEASON_PREVIEW_COOKIE, type Season } from './season';
import { SeasonArt } from './season-art';

const COPY_KEYS: Record<Season, 'ramadan' | 'eidFitr' | 'eidAdha' | 'summer'> = {
  ramadan: 'ramadan',
  'eid-fitr': 'eidFitr',
  'eid-adha': 'eidAdha',
  summer: 'summer',
};

/** Where each season's call to action leads: gifts for the feasts, iced recipes for the summer. */
const TARGETS: Record<Season, string> = {
  ramadan: sitePaths.offers,
  'eid-fitr': sitePaths.offers,
  'eid-adha': sitePaths.offers,
  summer: `${sitePaths.recipes}?category=iced`,
};

/**
 * The themed header of the season (Ramadan, the two Eids, summer), above the home page's hero; nothing out
 * of season. The day is Cairo's; staff preview a season with the `season_preview` cookie.
 */
export async function SeasonalHeader({ locale, now = new Date() }: { locale: Locale; now?: Date }) {
  const season = pickSeason(now, (await cookies()).get(SEASON_PREVIEW_COOKIE)?.value);
  if (!season) return null;
  const t = await getTranslations({ locale, namespace: 'Season' });
  const key = COPY_KEYS[season];
  return (
    <section aria-labelledby="season-title" data-season={season} className="season-band">
      <div className="site-wrap season-row">
        <div className="min-w-0">
          <p id="season-title" className="season-heading">
            {t(`${key}.title`)}
          </p>
          <p className="season-text">{t(`${key}.text`)}</p>
          <Link href={TARGETS[season]} className="season-cta">
            {t('cta')}
          </Link>
        </div>
        <SeasonArt season={season} />
      </div>
    </section>
  );
}
