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
    <section aria-labelledby="sale-cards" className="defer-render mx-auto max-w-site px-4 sm:px-6 lg:px-10">
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
              <article className="group relative isolate grid h-full overflow-hidden rounded-card bg-espresso-900 text-cream-50 shadow-card">
                <div className="relative -z-10 aspect-[5/3] lg:col-start-1 lg:row-start-1">
                  <Image
                    src={card.image}
                    alt=""
                    fill
                    sizes="(min-width: 1550px) 735px, (min-width: 640px) 50vw, 100vw"
                    className="object-cover transition-transform duration-500 group-hover:scale-[1.03]"
                  />
                  <div
                    aria-hidden
                    className="absolute inset-0 hidden bg-linear-to-r from-espresso-950/85 via-espresso-950/45 to-transparent to-75% lg:block rtl:-scale-x-100"
                  />
                </div>
                <div className="flex flex-col p-5 sm:p-6 lg:col-start-1 lg:row-start-1 lg:w-[45%] lg:justify-center lg:p-8 lg:pe-0">
                  <h3 className="text-balance font-bold text-xl leading-snug xl:text-2xl">{card.title}</h3>
                  <p className="mt-2 line-clamp-3 text-crema-200 text-sm xl:text-base">{card.subtitle}</p>
                  {to ? (
                    <BannerLink
                      to={to}
                      className="mt-4 inline-flex items-center gap-1.5 self-start font-semibold text-caramel-300 text-sm after:absolute after:inset-0 after:content-[''] hover:text-cream-50 lg:mt-5"
                    >
                      {t('saleCta')}
                      <span className="sr-only">: {card.title}</span>
                      <ArrowForwardIcon className="size-4 transition-transform group-hover:translate-x-0.5 rtl:group-hover:-translate-x-0.5" />
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
