import type { Locale } from '@coffee/contracts/common';
import type { Banner } from '@coffee/contracts/content';
import { getTranslations } from 'next-intl/server';
import { imageProps, imageTemplate } from '@/components/ui/image';
import { formatNumber } from '@/lib/format/number';
import { toBannerHref } from './banner-href';
import { HeroControls } from './hero-controls';
import { HeroSlides } from './hero-slides';

type HeroSliderProps = { locale: Locale; slides: Banner[] };

const SLIDES_ID = 'hero-slides';

/**
 * The home page's hero: the API's sliders (1600×640 pictures with calm space on both sides), one per view,
 * on a CSS scroll-snap row (swipe is the browser's own; HeroControls adds the buttons and dots).
 * Below 768 px the text sits under the picture; from 768 px it lies over the picture's start side.
 * The first picture is the page's LCP element: preloaded from <head> at high priority; the others load when
 * they come near. The slides themselves are a client list given their data (HeroSlides, decision 0060).
 */
export async function HeroSlider({ locale, slides }: HeroSliderProps) {
  const t = await getTranslations({ locale, namespace: 'Home' });
  const tc = await getTranslations({ locale, namespace: 'Carousel' });
  const total = formatNumber(slides.length, locale);
  const position = (index: number) => ({ index: formatNumber(index + 1, locale), total });
  // The first picture, the page's LCP element, asked for from <head> at high priority (HeroSlides draws it).
  const [first] = slides;
  if (first) imageProps({ src: first.image, alt: '', fill: true, sizes: '100vw', preload: true });

  return (
    <section
      aria-roledescription={tc('roleDescription')}
      aria-label={t('heroLabel')}
      className="relative bg-espresso-900"
    >
      <div id={SLIDES_ID} className="hero-row">
        <HeroSlides
          slides={slides.map((slide, index) => ({
            id: slide.id,
            label: tc('slideLabel', position(index)),
            title: slide.title,
            subtitle: slide.subtitle,
            image: slide.image,
            to: toBannerHref(slide.link),
          }))}
          roleDescription={tc('slideRoleDescription')}
          cta={t('heroCta')}
          picture={imageTemplate({
            alt: '',
            fill: true,
            sizes: '100vw',
            loading: 'lazy',
            className: 'object-cover',
          })}
        />
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
