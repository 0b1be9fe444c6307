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
    <section
      aria-labelledby="season-title"
      data-season={season}
      className="relative isolate overflow-hidden bg-espresso-900 text-cream-50"
    >
      <div className="mx-auto flex max-w-site items-center justify-between gap-6 px-4 py-5 sm:px-6 lg:px-10">
        <div className="min-w-0">
          <p id="season-title" className="text-balance font-extrabold text-2xl sm:text-3xl">
            {t(`${key}.title`)}
          </p>
          <p className="mt-1 text-pretty text-crema-200">{t(`${key}.text`)}</p>
          <Link
            href={TARGETS[season]}
            className="mt-3 inline-flex rounded-full bg-caramel-500 px-5 py-2 font-semibold text-espresso-950 text-sm hover:bg-caramel-300"
          >
            {t('cta')}
          </Link>
        </div>
        <SeasonArt season={season} />
      </div>
    </section>
  );
}
