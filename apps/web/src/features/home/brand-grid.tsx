'use client';

import { Link } from '@/i18n/navigation';
import { type PictureTemplate, pictureAttributes } from '@/lib/picture-template';
import { getBrandShopPath } from './shop-links';

/** A brand tile: id, name, its product count already worded in the locale, its logo's path. */
export type BrandTile = { id: number; name: string; count: string; logo: string };

/**
 * The brands' logo tiles. A client island only so that React's flight data carries each brand's four fields
 * and one picture template instead of the whole server-rendered list a second time (the markup is the same,
 * rendered by the server; decision 0060). No state, no effects.
 */
export function BrandGrid({ tiles, picture }: { tiles: BrandTile[]; picture: PictureTemplate }) {
  return (
    <ul className="brand-grid">
      {tiles.map((tile) => (
        <li key={tile.id}>
          <Link href={getBrandShopPath(tile.id)} className="group brand-card">
            {/* biome-ignore lint/performance/noImgElement: next/image's own attributes, made by the server (imageTemplate) */}
            <img {...pictureAttributes(picture, tile.logo)} alt="" />
            <span className="brand-name">{tile.name}</span>
            <span className="brand-count">{tile.count}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
