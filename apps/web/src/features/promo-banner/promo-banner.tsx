import type { Locale } from '@coffee/contracts/common';
import { cookies } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { ExternalLinkIcon } from '@/components/ui/icons';
import { DismissibleBanner } from './dismissible-banner';
import { PROMO_BANNER_COOKIE, PROMO_CAMPAIGN_ID, PROMO_DONATION_URL } from './promo-banner-cookie';

/**
 * The spec's promotional strip at the very top, pointing at an external donation page. Not rendered at all
 * once the shopper has dismissed this campaign (reading the cookie makes the page render per request,
 * which every page showing API data does anyway).
 */
export async function PromoBanner({ locale }: { locale: Locale }) {
  const [cookieStore, t] = await Promise.all([cookies(), getTranslations({ locale })]);
  if (cookieStore.get(PROMO_BANNER_COOKIE)?.value === PROMO_CAMPAIGN_ID) return null;

  return (
    <DismissibleBanner label={t('PromoBanner.label')} dismissLabel={t('PromoBanner.dismiss')}>
      <p>
        <span>{t('PromoBanner.text')}</span>{' '}
        <a
          href={PROMO_DONATION_URL}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 font-bold underline decoration-2 underline-offset-4 hover:decoration-espresso-950/40"
        >
          {t('PromoBanner.cta')}
          <ExternalLinkIcon className="size-3.5" />
          <span className="sr-only"> {t('Layout.opensInNewTab')}</span>
        </a>
      </p>
    </DismissibleBanner>
  );
}
