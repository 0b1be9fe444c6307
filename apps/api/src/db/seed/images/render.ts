// Public entry points: SVG composed in code, rasterised by sharp (librsvg) to WebP.
import sharp from 'sharp';
import type { SeedImageKind } from '../data/types.js';
import { composeBannerSvg, composeCategorySvg, composeProductSvg } from './compose.js';
import { composeLogoSvg, type LogoShape } from './logo.js';

// Quality 80 keeps flat illustrations crisp while product shots stay far under 40 KB. Measured on these
// images, effort 2 with the 'picture' preset encodes ~2.5x faster than the default effort 4 and is no larger;
// encoding dominates the cost of seeding hundreds of products.
const WEBP = { quality: 80, effort: 2, preset: 'picture' } as const;

async function rasterizeSvg(svg: string, quality: number = WEBP.quality): Promise<Buffer> {
  return sharp(Buffer.from(svg))
    .webp({ ...WEBP, quality })
    .toBuffer();
}

export type ProductImageOptions = { kind: SeedImageKind; color: string; seed: number; size?: number };

export function renderProductImage(opts: ProductImageOptions): Promise<Buffer> {
  const size = Math.max(16, Math.round(opts.size ?? 800));
  return rasterizeSvg(composeProductSvg(opts.kind, opts.color, opts.seed, size));
}

export type BannerImageOptions = {
  kind: SeedImageKind;
  color: string;
  seed: number;
  width?: number;
  height?: number;
};

export function renderBannerImage(opts: BannerImageOptions): Promise<Buffer> {
  const width = Math.max(64, Math.round(opts.width ?? 1600));
  const height = Math.max(32, Math.round(opts.height ?? 640));
  return rasterizeSvg(composeBannerSvg(opts.kind, opts.color, opts.seed, width, height));
}

export type LogoOptions = { seed: number; color: string; shape?: LogoShape };

export function renderLogo(opts: LogoOptions): Promise<Buffer> {
  return rasterizeSvg(composeLogoSvg(opts.seed, opts.color, opts.shape ?? 'circle'), 85);
}

export type CategoryImageOptions = { kind: SeedImageKind; color: string; seed: number };

export function renderCategoryImage(opts: CategoryImageOptions): Promise<Buffer> {
  return rasterizeSvg(composeCategorySvg(opts.kind, opts.color, opts.seed));
}
