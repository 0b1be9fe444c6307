import type { Season } from './season';

/** Each season's picture in public/seasons (the two Eids share their lantern). */
const ART_FILE: Record<Season, string> = {
  ramadan: 'ramadan',
  'eid-fitr': 'eid',
  'eid-adha': 'eid',
  summer: 'summer',
};

/**
 * The season's picture: lanterns and a crescent, or an iced coffee under the sun. A static SVG file, not
 * inline SVG, which the page's HTML and React's copy of it would both carry (decision 0060, third
 * amendment). Decorative, so an empty alt; the theme's colours are written into the files, and the drawing
 * is not mirrored in Arabic (nor was the inline one). Above the fold, so not lazy; the hero's picture stays
 * the one fetched first.
 */
export function SeasonArt({ season }: { season: Season }) {
  return (
    // biome-ignore lint/performance/noImgElement: a 1 kB SVG drawing needs no optimizer
    <img
      src={`/seasons/${ART_FILE[season]}.svg`}
      alt=""
      width={240}
      height={140}
      decoding="async"
      className="season-art"
    />
  );
}
