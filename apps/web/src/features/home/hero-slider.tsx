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
      <div id={SLIDES_ID} className="hero-row">
        {slides.map((slide, index) => {
          const to = toBannerHref(slide.link);
          return (
            // biome-ignore lint/a11y/useSemanticElements: a carousel slide is a group (WAI-ARIA carousel pattern), not a form fieldset
            <div
              key={slide.id}
              role="group"
              aria-roledescription={tc('slideRoleDescription')}
              aria-label={tc('slideLabel', position(index))}
              className="hero-slide"
            >
              <div className="hero-frame">
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
                <div aria-hidden className="hero-shade" />
              </div>

              <div className="hero-over">
                <div className="hero-wrap">
                  <div className="hero-copy">
                    <p className="hero-title">{slide.title}</p>
                    <p className="hero-text">{slide.subtitle}</p>
                    {to ? (
                      <BannerLink to={to} className="hero-cta">
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
        <div className="hero-controls">
          <div className="hero-controls-row">
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
