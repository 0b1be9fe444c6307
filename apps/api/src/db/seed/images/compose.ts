// Builds complete SVG documents. Kept synchronous and free of sharp so the output is easy to test and diff.
import type { SeedImageKind } from '../data/types.js';
import { FLOOR, fmt, roundTo } from './draw-context.js';
import { darken, getLuminance, lighten, mixColors } from './palette.js';
import {
  choosePlacement,
  createSceneContext,
  drawLooseBeans,
  drawPlacedObject,
  drawStudioBackdrop,
  getShape,
} from './scene.js';
import { drawBean } from './shapes/details.js';

const NS = 'xmlns="http://www.w3.org/2000/svg"';

export function composeProductSvg(kind: SeedImageKind, color: string, seed: number, size: number): string {
  const ctx = createSceneContext(kind, color, seed, 'product');
  const spec = getShape(kind);
  const backdrop = drawStudioBackdrop(ctx, color);
  const placement = choosePlacement(spec, ctx.rng);
  const object = drawPlacedObject(spec, ctx, placement);
  const beans = drawLooseBeans(ctx, placement, spec);
  return `<svg ${NS} width="${size}" height="${size}" viewBox="0 0 400 400">${ctx.defs.render()}${backdrop}${object}${beans}</svg>`;
}

/** Category tiles are bolder than product shots: a saturated ground and a halo, no table top. */
export function composeCategorySvg(kind: SeedImageKind, color: string, seed: number): string {
  const ctx = createSceneContext(kind, color, seed, 'category');
  const spec = getShape(kind);
  const light = getLuminance(color) > 0.55;
  const ground = light ? mixColors(color, '#b89a78', 0.45) : color;
  const bg = ctx.defs.addLinear(
    [
      [0, mixColors(ground, '#ffffff', 0.55)],
      [1, mixColors(ground, '#ffffff', 0.78)],
    ],
    0,
    0,
    1,
    1,
  );
  const halo = ctx.defs.addRadial([
    [0, '#ffffff', 0.75],
    [0.7, '#ffffff', 0.35],
    [1, '#ffffff', 0],
  ]);
  const decor: string[] = [];
  for (let i = 0; i < 6; i++) {
    const corner = i % 4;
    const x = (corner % 2 === 0 ? 40 : 360) + ctx.rng.range(-25, 25);
    const y = (corner < 2 ? 50 : 360) + ctx.rng.range(-25, 25);
    decor.push(
      drawBean(
        x,
        y,
        ctx.rng.range(10, 16),
        ctx.rng.range(0, 180),
        darken(ground, 0.2),
        lighten(ground, 0.35),
      ),
    );
  }
  const placement = { dx: 0, scale: (spec.zoom ?? 1) * 0.86, mirror: false };
  const object = drawPlacedObject(spec, ctx, placement);
  return (
    `<svg ${NS} width="400" height="400" viewBox="0 0 400 400">${ctx.defs.render()}` +
    `<rect width="400" height="400" fill="${bg}"/><g opacity="0.35">${decor.join('')}</g>` +
    `<circle cx="200" cy="215" r="175" fill="${halo}"/>` +
    `<g transform="translate(0 -8)">${object}</g></svg>`
  );
}

/**
 * Hero artwork. Headlines are overlaid in HTML and flip sides between English and Arabic, so the object
 * stays in the middle 40% and both flanks are kept calm: only faint beans, darker toward the edges.
 */
export function composeBannerSvg(
  kind: SeedImageKind,
  color: string,
  seed: number,
  width: number,
  height: number,
): string {
  const ctx = createSceneContext(kind, color, seed, 'banner');
  const { rng, defs } = ctx;
  const spec = getShape(kind);
  const lum = getLuminance(color);
  // Very light or very dark products would give a washed-out or pitch-black banner; pull them to mid-tones.
  const base =
    lum > 0.55 ? mixColors(color, '#7b5a3c', 0.55) : lum < 0.02 ? mixColors(color, '#4a3a30', 0.6) : color;
  const bg = defs.addLinear([
    [0, darken(base, 0.55)],
    [0.5, darken(base, 0.2)],
    [1, darken(base, 0.55)],
  ]);
  const glow = defs.addRadial([
    [0, lighten(base, 0.35), 0.7],
    [0.6, lighten(base, 0.2), 0.22],
    [1, base, 0],
  ]);
  const beans: string[] = [];
  const count = rng.int(18, 26);
  for (let i = 0; i < count; i++) {
    const x = rng.range(0, width);
    const y = rng.range(0, height);
    const size = rng.range(8, 26);
    const ink = rng.chance(0.5) ? lighten(base, 0.5) : darken(base, 0.6);
    beans.push(
      `<g opacity="${roundTo(rng.range(0.08, 0.2), 2)}">${drawBean(x, y, size, rng.range(0, 180), ink, base)}</g>`,
    );
  }
  const scale = Math.min((height * 0.94) / 400, (width * 0.4) / 380);
  const floorY = height * 0.88;
  const stageX = width / 2 - 200 * scale;
  const stageY = floorY - FLOOR * scale;
  const podiumTop = defs.addLinear(
    [
      [0, lighten(base, 0.28)],
      [1, lighten(base, 0.08)],
    ],
    0,
    0,
    0,
    1,
  );
  const podiumSide = defs.shadeFlat({
    base,
    light: lighten(base, 0.1),
    highlight: base,
    dark: darken(base, 0.3),
    deep: base,
  });
  const podium =
    `<path d="M${fmt(200 - 170)},${FLOOR} L${fmt(200 - 170)},${FLOOR + 26} A170,26 0 0 0 370,${FLOOR + 26} L370,${FLOOR} Z" fill="${podiumSide}"/>` +
    `<ellipse cx="200" cy="${FLOOR}" rx="170" ry="26" fill="${podiumTop}"/>`;
  const placement = {
    dx: 0,
    scale: (spec.zoom ?? 1) * 0.95,
    mirror: (spec.mirrorable ?? false) && rng.chance(0.3),
  };
  const object = drawPlacedObject(spec, ctx, placement);
  return (
    `<svg ${NS} width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${defs.render()}` +
    `<rect width="${width}" height="${height}" fill="${bg}"/>` +
    `<ellipse cx="${fmt(width / 2)}" cy="${fmt(height * 0.5)}" rx="${fmt(width * 0.3)}" ry="${fmt(height * 0.62)}" fill="${glow}"/>` +
    beans.join('') +
    `<g transform="translate(${fmt(stageX)} ${fmt(stageY)}) scale(${roundTo(scale, 3)})">${podium}${object}</g></svg>`
  );
}
