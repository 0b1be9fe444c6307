import type { Locale } from '@coffee/contracts/common';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { icon } from '@/components/ui/icons';

const PERKS = ['perkTrack', 'perkOffers', 'perkReorder'] as const;

type AppDownloadProps = {
  locale: Locale;
  /** The "mobile app" badge, to the install page: the same link the footer shows. */
  badges: ReactNode;
};

/** "Get the app": what the app offers and the install badge, beside a drawn phone (wide screens). */
export async function AppDownload({ locale, badges }: AppDownloadProps) {
  const t = await getTranslations({ locale, namespace: 'AppDownload' });

  return (
    <section aria-labelledby="app-download" className="defer-render site-wrap">
      <div className="app-box">
        <div aria-hidden className="glow-bg" />
        <div className="app-grid">
          <div className="max-w-xl">
            <p className="font-semibold text-caramel-300 text-sm ltr:uppercase ltr:tracking-[0.2em]">
              {t('eyebrow')}
            </p>
            <h2
              id="app-download"
              className="mt-4 text-balance font-extrabold text-3xl leading-tight sm:text-4xl"
            >
              {t('title')}
            </h2>
            <p className="mt-4 text-pretty text-crema-200 sm:text-lg">{t('text')}</p>
            <ul className="mt-6 space-y-2.5">
              {PERKS.map((perk) => (
                <li key={perk} className="flex items-start gap-3 text-crema-200">
                  <svg
                    aria-hidden="true"
                    {...icon({
                      viewBox: '0 0 20 20',
                      className: 'mt-1 size-5 shrink-0 stroke-2 text-caramel-300',
                    })}
                  >
                    <path d="m4.5 10.5 3.5 3.5 7.5-8" />
                  </svg>
                  {t(perk)}
                </li>
              ))}
            </ul>
            <div className="mt-8">{badges}</div>
          </div>
          {/* A static file, not inline SVG: drawn from 768 px only, and lazy, so phones never fetch it. */}
          {/* biome-ignore lint/performance/noImgElement: an SVG illustration needs no optimizer */}
          <img
            src="/illustrations/app-phone.svg"
            alt=""
            width={220}
            height={400}
            loading="lazy"
            decoding="async"
            className="app-phone"
          />
        </div>
      </div>
    </section>
  );
}
