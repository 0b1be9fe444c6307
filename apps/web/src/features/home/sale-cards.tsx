import type { Locale } from '@coffee/contracts/common';
import type { Banner } from '@coffee/contracts/content';
import { getTranslations } from 'next-intl/server';
import { ArrowForwardIcon } from '@/components/ui/icons';
import { Image } from '@/components/ui/image';
import { SectionHeading } from '@/components/ui/section-heading';
import { sitePaths } from '@/lib/routes';
import { toBannerHref } from './banner-href';
import { BannerLink } from './banner-link';

type SaleCardsProps = { locale: Locale; cards: Banner[] };

/**
 * The API's advertisements as promo cards (800×480 pictures, subject in the middle), two a row from 640 px.
 * The text sits under the picture, and from 1024 px over the picture's calm start side. Picture and
 * text share one grid cell rather than the text being positioned, so the link's stretched ::after covers
 * the whole card.
 */
export async function SaleCards({ locale, cards }: SaleCardsProps) {
  if (cards.length === 0) return null;
  const t = await getTranslations({ locale, namespace: 'Home' });

  return (
    <section aria-labelledby="sale-cards" className="defer-render site-wrap">
      <SectionHeading
        id="sale-cards"
        title={t('saleTitle')}
        intro={t('saleIntro')}
        action={{ href: sitePaths.offers, label: t('saleAll') }}
      />
      <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:gap-6">
        {cards.map((card) => {
          const to = toBannerHref(card.link);
          return (
            <li key={card.id}>
              <article className="group sale-card">
                <div className="sale-frame">
                  <Image
                    src={card.image}
                    alt=""
                    fill
                    sizes="(min-width: 1550px) 735px, (min-width: 640px) 50vw, 100vw"
                    className="zoom-pic"
                  />
                  <div aria-hidden className="sale-shade" />
                </div>
                <div className="sale-body">
                  <h3 className="sale-title">{card.title}</h3>
                  <p className="sale-text">{card.subtitle}</p>
                  {to ? (
                    <BannerLink to={to} className="sale-link">
                      {t('saleCta')}
                      <span className="sr-only">: {card.title}</span>
                      <ArrowForwardIcon className="arrow-nudge" />
                    </BannerLink>
                  ) : null}
                </div>
              </article>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
