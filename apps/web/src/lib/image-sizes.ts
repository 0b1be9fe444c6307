/**
 * The widths next/image's optimizer serves (next.config.ts reads them from here), fewer than Next's defaults
 * (8 + 8): every picture's srcset lists each, in the HTML and again in React's flight data. The API's
 * pictures are at most 1600 px wide; a phone at 2× asks ≈ 828.
 */
export const DEVICE_SIZES = [640, 828, 1200, 1600, 2048];
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
