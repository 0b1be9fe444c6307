import type { Locale } from '@coffee/contracts/common';
import type { Banner } from '@coffee/contracts/content';
import Image from 'next/image';
import { getTranslations } from 'next-intl/server';
import { ArrowForwardIcon } from '@/components/ui/icons';
import { getDirection } from '@/i18n/routing';
import { formatNumber } from '@/lib/format/number';
import { toBannerHref } from './banner-href';
import { BannerLink } from './banner-link';
import { HeroCarousel } from './hero-carousel';

type HeroSliderProps = { locale: Locale; slides: Banner[] };

/**
 * The home page's hero: the API's sliders (1600×640 pictures with calm space on both sides), one per view.
 * Below 768 px the text sits under the picture; from 768 px it lies over the picture's start side.
 * The first picture is the page's LCP element: preloaded from <head>; the others load when they come near.
 */
export async function HeroSlider({ locale, slides }: HeroSliderProps) {
  const t = await getTranslations({ locale, namespace: 'Home' });
  const tc = await getTranslations({ locale, namespace: 'Carousel' });
  const total = formatNumber(slides.length, locale);
  const position = (index: number) => ({ index: formatNumber(index + 1, locale), total });

  return (
    <HeroCarousel
      label={t('heroLabel')}
      direction={getDirection(locale)}
      labels={{ roleDescription: tc('roleDescription'), previous: tc('previous'), next: tc('next') }}
      dotLabels={slides.map((_, index) => tc('goToSlide', position(index)))}
    >
      {slides.map((slide, index) => {
        const to = toBannerHref(slide.link);
        return (
          // biome-ignore lint/a11y/useSemanticElements: a carousel slide is a group (WAI-ARIA carousel pattern), not a form fieldset
          <div
            key={slide.id}
            role="group"
            aria-roledescription={tc('slideRoleDescription')}
            aria-label={tc('slideLabel', position(index))}
            className="relative min-w-0 shrink-0 grow-0 basis-full"
          >
            <div className="relative aspect-[2/1] w-full md:aspect-[5/2] md:max-h-[36rem]">
              <Image
                src={slide.image}
                alt=""
                fill
                sizes="100vw"
                preload={index === 0}
                loading={index === 0 ? undefined : 'lazy'}
                className="object-cover"
              />
              <div
                aria-hidden
                className="absolute inset-0 hidden bg-linear-to-r from-espresso-950/85 via-espresso-950/40 to-transparent to-70% md:block rtl:-scale-x-100"
              />
            </div>

            <div className="md:absolute md:inset-0 md:flex md:items-center">
              <div className="mx-auto w-full max-w-site px-4 pt-6 pb-20 sm:px-6 md:py-0 lg:px-10">
                <div className="max-w-xl text-cream-50 md:max-w-[21rem] lg:max-w-md xl:max-w-lg">
                  <p className="text-balance font-extrabold text-2xl leading-tight lg:text-4xl xl:text-5xl">
                    {slide.title}
                  </p>
                  <p className="mt-3 text-pretty text-crema-200 lg:mt-4 lg:text-lg">{slide.subtitle}</p>
                  {to ? (
                    <BannerLink
                      to={to}
                      className="mt-6 inline-flex items-center gap-2 rounded-full bg-caramel-500 px-6 py-3 font-semibold text-espresso-950 shadow-card transition-colors after:absolute after:inset-0 after:content-[''] hover:bg-caramel-300 lg:mt-8"
                    >
                      {t('heroCta')}
                      <span className="sr-only">: {slide.title}</span>
                      <ArrowForwardIcon className="size-5" />
                    </BannerLink>
                  ) : null}
                </div>
              </div>
            </div>
          </div>
        );
      })}
    </HeroCarousel>
  );
}
