import type { Locale } from '@coffee/contracts/common';
import type { Banner } from '@coffee/contracts/content';
import { getTranslations } from 'next-intl/server';
import { ArrowForwardIcon } from '@/components/ui/icons';
import { Image } from '@/components/ui/image';
import { formatNumber } from '@/lib/format/number';
import { toBannerHref } from './banner-href';
import { BannerLink } from './banner-link';
import { HeroControls } from './hero-controls';

type HeroSliderProps = { locale: Locale; slides: Banner[] };

const SLIDES_ID = 'hero-slides';

/**
 * The home page's hero: the API's sliders (1600×640 pictures with calm space on both sides), one per view,
 * on a CSS scroll-snap row (swipe is the browser's own; HeroControls adds the buttons and dots).
 * Below 768 px the text sits under the picture; from 768 px it lies over the picture's start side.
 * The first picture is the page's LCP element: preloaded from <head> at high priority; the others load when
 * they come near.
 */
export async function HeroSlider({ locale, slides }: HeroSliderProps) {
  const t = await getTranslations({ locale, namespace: 'Home' });
  const tc = await getTranslations({ locale, namespace: 'Carousel' });
  const total = formatNumber(slides.length, locale);
  const position = (index: number) => ({ index: formatNumber(index + 1, locale), total });

  return (
    <section
      aria-roledescription={tc('roleDescription')}
      aria-label={t('heroLabel')}
      className="relative bg-espresso-900"
    >
      <div
        id={SLIDES_ID}
        className="flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain scroll-smooth [scrollbar-width:none] motion-reduce:scroll-auto"
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
              className="relative min-w-0 shrink-0 grow-0 basis-full snap-start snap-always"
            >
              <div className="relative aspect-[2/1] w-full md:aspect-[5/2] md:max-h-[36rem]">
                <Image
                  src={slide.image}
                  alt=""
                  fill
                  sizes="100vw"
                  preload={index === 0}
                  fetchPriority={index === 0 ? 'high' : undefined}
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
      </div>

      {slides.length < 2 ? null : (
        // At the slide's lower end corner: under the text on phones (the slides keep room for them there),
        // from 768 px on the picture, clear of the text at the start.
        <div className="pointer-events-none absolute inset-x-0 bottom-4 md:bottom-6">
          <div className="mx-auto flex max-w-site justify-end px-4 sm:px-6 lg:px-10">
            <HeroControls
              slidesId={SLIDES_ID}
              labels={{ previous: tc('previous'), next: tc('next') }}
              dotLabels={slides.map((_, index) => tc('goToSlide', position(index)))}
            />
          </div>
        </div>
      )}
    </section>
  );
}
