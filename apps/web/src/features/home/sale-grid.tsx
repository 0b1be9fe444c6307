'use client';

import { ArrowForwardIcon } from '@/components/ui/icons';
import { type PictureTemplate, pictureAttributes } from '@/lib/picture-template';
import type { BannerHref } from './banner-href';
import { BannerLink } from './banner-link';

/** A promo card: its texts, its picture's path and where its call to action leads (none: no link). */
export type SaleTile = { id: number; title: string; subtitle: string; image: string; to: BannerHref | null };

/**
 * The promo cards' list. A client island only so that React's flight data carries each card's fields and
 * one picture template instead of the whole server-rendered list a second time (the markup is the same,
 * rendered by the server; decision 0060). No state, no effects.
 */
export function SaleGrid({
  tiles,
  cta,
  picture,
}: {
  tiles: SaleTile[];
  cta: string;
  picture: PictureTemplate;
}) {
  return (
    <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:gap-6">
      {tiles.map((tile) => (
        <li key={tile.id}>
          <article className="group sale-card">
            <div className="sale-frame">
              {/* biome-ignore lint/performance/noImgElement: next/image's own attributes, made by the server (imageTemplate) */}
              <img {...pictureAttributes(picture, tile.image)} alt="" />
              <div aria-hidden className="sale-shade" />
            </div>
            <div className="sale-body">
              <h3 className="sale-title">{tile.title}</h3>
              <p className="sale-text">{tile.subtitle}</p>
              {tile.to ? (
                <BannerLink to={tile.to} className="sale-link">
                  {cta}
                  <span className="sr-only">: {tile.title}</span>
                  <ArrowForwardIcon className="arrow-nudge" />
                </BannerLink>
              ) : null}
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
