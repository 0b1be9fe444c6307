import type { Locale } from '@coffee/contracts/common';
import type { Banner } from '@coffee/contracts/content';
import { getTranslations } from 'next-intl/server';
import { imageTemplate } from '@/components/ui/image';
import { SectionHeading } from '@/components/ui/section-heading';
import { sitePaths } from '@/lib/routes';
import { toBannerHref } from './banner-href';
import { SaleGrid } from './sale-grid';

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
      <SaleGrid
        tiles={cards.map((card) => ({
          id: card.id,
          title: card.title,
          subtitle: card.subtitle,
          image: card.image,
          to: toBannerHref(card.link),
        }))}
        cta={t('saleCta')}
        picture={imageTemplate({
          alt: '',
          fill: true,
          sizes: '(min-width: 1550px) 735px, (min-width: 640px) 50vw, 100vw',
          className: 'zoom-pic',
        })}
      />
    </section>
  );
}
