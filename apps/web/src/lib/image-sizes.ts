/**
 * The widths next/image's optimizer serves (next.config.ts reads them from here), fewer than Next's defaults
 * (8 + 8): every picture's srcset lists each, in the HTML and again in React's flight data. The API's
 * pictures are at most 1600 px wide (the optimizer never enlarges, so a 2048 entry only repeated the 1600
 * one); a phone at 2× asks ≈ 828.
 */
export const DEVICE_SIZES = [640, 828, 1200, 1600];
export const IMAGE_SIZES = [32, 64, 128, 256, 384];

const WIDTHS = [...IMAGE_SIZES, ...DEVICE_SIZES];

/** The optimizer's URL for `src` at least `width` px wide (next/image's default loader, quality 75). */
export function optimizedImageUrl(src: string, width: number): string {
  const served = WIDTHS.find((candidate) => candidate >= width) ?? WIDTHS[WIDTHS.length - 1];
  return `/_next/image?url=${encodeURIComponent(src)}&w=${served}&q=75`;
}

/**
 * `src` and a 1×/2× `srcSet` for a picture drawn at a fixed CSS size, for client components: the same URLs
 * next/image would make, without its client component (decision 0015).
 */
export function fixedImageSources(src: string, size: number): { src: string; srcSet: string } {
  const once = optimizedImageUrl(src, size);
  return { src: once, srcSet: `${once} 1x, ${optimizedImageUrl(src, size * 2)} 2x` };
}

/** Device pixel ratio a srcset is cut at: sharper screens get the 2× picture (see `srcSetWidthCap`). */
const MAX_DENSITY = 2;

/**
 * The widest picture a `sizes` attribute can ask for at 2×, in px, or null when it has no bound: e.g.
 * `(min-width: 1550px) 360px, (min-width: 1024px) 25vw, 50vw` draws the picture at most 512 px wide (50 % of
 * 1024), so 1,024 px. Only `(min-width: …px)` conditions, listed widest first as next/image expects, and
 * px or vw lengths are understood; anything else gives null (no cut).
 */
export function srcSetWidthCap(sizes: string): number | null {
  let upper = Number.POSITIVE_INFINITY;
  let widest = 0;
  for (const entry of sizes.split(',')) {
    const match = /^\s*(?:\(min-width:\s*(\d+)px\)\s*)?(\d+(?:\.\d+)?)(px|vw)\s*$/.exec(entry);
    if (!match) return null;
    const [, minWidth, length, unit] = match;
    const slot = unit === 'px' ? Number(length) : (Number(length) * upper) / 100;
    if (!Number.isFinite(slot)) return null;
    widest = Math.max(widest, slot);
    if (minWidth === undefined) return Math.ceil(widest * MAX_DENSITY);
    upper = Number(minWidth);
  }
  return null;
}

/**
 * A `w`-described srcset cut after its first entry at least `cap` px wide: wider ones would never be chosen
 * on a screen up to 2×, and each costs its URL twice in the page (HTML and flight data). Returns the srcset
 * and its widest URL (the `src` fallback).
 */
export function capSrcSet(srcSet: string, cap: number): { srcSet: string; src: string } | null {
  const entries = srcSet.split(', ').map((entry) => {
    const [url = '', width = ''] = entry.split(' ');
    return { url, width: Number.parseInt(width, 10) };
  });
  if (entries.some((entry) => !entry.url || !Number.isFinite(entry.width))) return null;
  const end = entries.findIndex((entry) => entry.width >= cap);
  const kept = end === -1 ? entries : entries.slice(0, end + 1);
  const widest = kept[kept.length - 1];
  if (!widest) return null;
  return { srcSet: kept.map((entry) => `${entry.url} ${entry.width}w`).join(', '), src: widest.url };
}
