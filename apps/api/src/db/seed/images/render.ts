// Public entry points: SVG composed in code, rasterised by sharp (librsvg) to WebP.
import sharp from 'sharp';
import type { SeedImageKind } from '../data/types.js';
import { composeBannerSvg, composeCategorySvg, composeProductSvg } from './compose.js';
import { composeLogoSvg, type LogoShape } from './logo.js';

// Quality 80 keeps flat illustrations crisp while most product shots stay well under 40 KB.
// Effort 2 is about twice as fast as the default 4 for under 10% more bytes on these flat images.
const WEBP = { quality: 80, effort: 2 } as const;

async function rasterizeSvg(svg: string, quality: number = WEBP.quality): Promise<Buffer> {
  return sharp(Buffer.from(svg)).webp({ quality, effort: WEBP.effort }).toBuffer();
}

export type ProductImageOptions = { kind: SeedImageKind; color: string; seed: number; size?: number };

export function renderProductImage(opts: ProductImageOptions): Promise<Buffer> {
  return rasterizeSvg(composeProductSvg(opts.kind, opts.color, opts.seed, opts.size ?? 800));
}

export type BannerImageOptions = {
  kind: SeedImageKind;
  color: string;
  seed: number;
  width?: number;
  height?: number;
};

export function renderBannerImage(opts: BannerImageOptions): Promise<Buffer> {
  return rasterizeSvg(
    composeBannerSvg(opts.kind, opts.color, opts.seed, opts.width ?? 1600, opts.height ?? 640),
  );
}

export type LogoOptions = { seed: number; color: string; shape?: LogoShape };

export function renderLogo(opts: LogoOptions): Promise<Buffer> {
  return rasterizeSvg(composeLogoSvg(opts.seed, opts.color, opts.shape ?? 'circle'), 85);
}

export type CategoryImageOptions = { kind: SeedImageKind; color: string; seed: number };

export function renderCategoryImage(opts: CategoryImageOptions): Promise<Buffer> {
  return rasterizeSvg(composeCategorySvg(opts.kind, opts.color, opts.seed));
}
