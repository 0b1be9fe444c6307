'use client';

import { ArrowForwardIcon } from '@/components/ui/icons';
import { type PictureTemplate, pictureAttributes } from '@/lib/picture-template';
import type { BannerHref } from './banner-href';
import { BannerLink } from './banner-link';

/** A hero slide: its position worded ("2 of 5"), its texts, its picture's path and its call to action. */
export type HeroSlide = {
  id: number;
  label: string;
  title: string;
  subtitle: string;
  image: string;
  to: BannerHref | null;
};

type HeroSlidesProps = {
  slides: HeroSlide[];
  roleDescription: string;
  cta: string;
  /** The pictures' template (lazy; the first picture is made eager from it). */
  picture: PictureTemplate;
};

/**
 * The first picture is the page's LCP element: loaded at once and at high priority (the server also asks for
 * it from <head>), with its attributes in next/image's order.
 */
function firstPicture(picture: PictureTemplate, path: string): PictureTemplate {
  const { alt, loading: _lazy, ...rest } = pictureAttributes(picture, path);
  return { alt, loading: 'eager', fetchPriority: 'high', ...rest };
}

/**
 * The hero's slides. A client island only so that React's flight data carries each slide's fields and one
 * picture template instead of the whole server-rendered row a second time (the markup is the same, rendered
 * by the server; decision 0060). No state, no effects: HeroControls scrolls the row.
 */
export function HeroSlides({ slides, roleDescription, cta, picture }: HeroSlidesProps) {
  return slides.map((slide, index) => (
    // biome-ignore lint/a11y/useSemanticElements: a carousel slide is a group (WAI-ARIA carousel pattern), not a form fieldset
    <div
      key={slide.id}
      role="group"
      aria-roledescription={roleDescription}
      aria-label={slide.label}
      className="hero-slide"
    >
      <div className="hero-frame">
        {/* biome-ignore lint/performance/noImgElement: next/image's own attributes, made by the server (imageTemplate) */}
        <img {...(index === 0 ? firstPicture : pictureAttributes)(picture, slide.image)} alt="" />
        <div aria-hidden className="hero-shade" />
      </div>

      <div className="hero-over">
        <div className="hero-wrap">
          <div className="hero-copy">
            <p className="hero-title">{slide.title}</p>
            <p className="hero-text">{slide.subtitle}</p>
            {slide.to ? (
              <BannerLink to={slide.to} className="hero-cta">
                {cta}
                <span className="sr-only">: {slide.title}</span>
                <ArrowForwardIcon className="size-5" />
              </BannerLink>
            ) : null}
          </div>
        </div>
      </div>
    </div>
  ));
}
