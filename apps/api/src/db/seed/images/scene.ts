// Places a product drawing on a backdrop: the parts every raster (product, tile, banner) has in common.
import type { SeedImageKind } from '../data/types.js';
import { createDrawContext, type DrawContext, FLOOR, fmt, roundTo, type ShapeSpec } from './draw-context.js';
import { getLuminance, mixColors } from './palette.js';
import { createRng, mixSeed, type Rng } from './prng.js';
import { drawBean } from './shapes/details.js';
import { SHAPES } from './shapes/index.js';

export type Placement = { dx: number; scale: number; mirror: boolean };

export function createSceneContext(
  kind: SeedImageKind,
  color: string,
  seed: number,
  salt: string,
): DrawContext {
  // The salt keeps product, tile and banner of one product from being pixel-identical crops of each other.
  return createDrawContext(color, createRng(mixSeed(seed, kind, color, salt)), `${salt[0] ?? 'i'}`);
}

export function getShape(kind: SeedImageKind): ShapeSpec {
  return SHAPES[kind];
}

/** Seeded nudges so two products of one kind and colour are not carbon copies. */
export function choosePlacement(spec: ShapeSpec, rng: Rng): Placement {
  return {
    dx: rng.range(-10, 10),
    scale: (spec.zoom ?? 1) * rng.range(0.93, 1.01),
    mirror: (spec.mirrorable ?? false) && rng.chance(0.35),
  };
}

/** A soft ellipse of shade where the object meets the floor; radial gradients are far cheaper than blur. */
export function drawFloorShadow(ctx: DrawContext, cx: number, halfWidth: number, strength = 0.32): string {
  const soft = ctx.defs.addRadial([
    [0, '#000000', strength],
    [0.6, '#000000', strength * 0.45],
    [1, '#000000', 0],
  ]);
  const contact = ctx.defs.addRadial([
    [0, '#000000', strength * 0.9],
    [1, '#000000', 0],
  ]);
  return (
    `<ellipse cx="${fmt(cx + halfWidth * 0.08)}" cy="${FLOOR + 3}" rx="${fmt(halfWidth * 1.28)}" ry="${fmt(16 + halfWidth * 0.06)}" fill="${soft}"/>` +
    `<ellipse cx="${fmt(cx)}" cy="${FLOOR}" rx="${fmt(halfWidth * 1.02)}" ry="6" fill="${contact}"/>`
  );
}

/** Draws the object itself; scaling is anchored on the floor so bigger objects still stand on it. */
export function drawPlacedObject(spec: ShapeSpec, ctx: DrawContext, placement: Placement): string {
  const centre = spec.centre ?? 200;
  const sx = placement.scale * (placement.mirror ? -1 : 1);
  const shadow = drawFloorShadow(ctx, 200 + placement.dx, spec.footprint * placement.scale);
  const body = spec.draw(ctx);
  return (
    shadow +
    `<g transform="translate(${fmt(200 + placement.dx)} ${FLOOR}) scale(${roundTo(sx, 3)} ${roundTo(placement.scale, 3)}) translate(${-centre} ${-FLOOR})">${body}</g>`
  );
}

/** A few loose beans on the table in front: cheap, on-theme variety between otherwise similar shots. */
export function drawLooseBeans(ctx: DrawContext, placement: Placement, spec: ShapeSpec): string {
  const count = ctx.rng.pick([0, 0, 1, 2, 3]);
  const parts: string[] = [];
  const reach = spec.footprint * placement.scale;
  for (let i = 0; i < count; i++) {
    const side = i % 2 === 0 ? 1 : -1;
    const x = 200 + placement.dx + side * (reach + ctx.rng.range(22, 48));
    const y = FLOOR + ctx.rng.range(6, 28);
    if (x < 24 || x > 376) continue;
    const size = ctx.rng.range(9, 12);
    parts.push(
      `<ellipse cx="${fmt(x + 2)}" cy="${fmt(y + size * 0.55)}" rx="${fmt(size)}" ry="${fmt(size * 0.35)}" fill="#000000" opacity="0.14"/>`,
    );
    parts.push(drawBean(x, y, size, ctx.rng.range(40, 140), ctx.coffee.bean, ctx.coffee.beanCrease));
  }
  return parts.join('');
}

/**
 * The studio wall and table top. Light products get a deeper backdrop so a white mug never
 * disappears into a white page.
 */
export function drawStudioBackdrop(ctx: DrawContext, color: string): string {
  const { rng, defs } = ctx;
  const neutral = rng.pick(['#f6f1ea', '#f3eee6', '#f2ede4', '#f5eee2', '#eef0eb', '#f1ece8']);
  let wall = rng.chance(0.55) ? mixColors(color, '#ffffff', rng.range(0.82, 0.9)) : neutral;
  const lum = getLuminance(color);
  if (lum > 0.55) wall = mixColors(wall, rng.pick(['#d6c6b0', '#c7d0d2', '#d5c2b8', '#cfd4c4']), 0.55);
  const horizon = rng.range(0.66, 0.74);
  const gradient = defs.addLinear(
    [
      [0, mixColors(wall, '#ffffff', 0.45)],
      [horizon, wall],
      [horizon + 0.005, mixColors(wall, '#5a4634', 0.07)],
      [1, mixColors(wall, '#5a4634', 0.14)],
    ],
    0,
    0,
    0,
    1,
  );
  const tint = mixColors(wall, rng.chance(0.5) ? ctx.accent.base : color, 0.16);
  const cx = 200 + rng.range(-30, 30);
  const shape = rng.pick(['disc', 'arch', 'blob', 'none'] as const);
  let decor = '';
  if (shape === 'disc')
    decor = `<circle cx="${fmt(cx)}" cy="${fmt(rng.range(170, 200))}" r="${fmt(rng.range(125, 150))}" fill="${tint}"/>`;
  if (shape === 'arch') {
    const w = rng.range(120, 150);
    decor = `<path d="M${fmt(cx - w)},${fmt(400 * horizon)} L${fmt(cx - w)},170 A${fmt(w)},${fmt(w)} 0 0 1 ${fmt(cx + w)},170 L${fmt(cx + w)},${fmt(400 * horizon)} Z" fill="${tint}"/>`;
  }
  if (shape === 'blob') decor = drawPebble(rng, cx, rng.range(175, 200), rng.range(120, 140), tint);
  // Clipped to the wall so the shape reads as a painted backdrop rather than something lying on the table.
  const wallClip = defs.addClip(`<rect width="400" height="${fmt(400 * horizon)}"/>`);
  return `<rect width="400" height="400" fill="${gradient}"/><g clip-path="${wallClip}">${decor}</g>`;
}

/** A soft pebble: four cubic arcs with jittered radii, smoother than a random polygon. */
function drawPebble(rng: Rng, cx: number, cy: number, r: number, fill: string): string {
  const k = 0.5523;
  const [rt, rr, rb, rl] = [0, 1, 2, 3].map(() => r * rng.range(0.86, 1.1)) as [
    number,
    number,
    number,
    number,
  ];
  const d =
    `M${fmt(cx)},${fmt(cy - rt)} ` +
    `C${fmt(cx + rr * k)},${fmt(cy - rt)} ${fmt(cx + rr)},${fmt(cy - rt * k)} ${fmt(cx + rr)},${fmt(cy)} ` +
    `C${fmt(cx + rr)},${fmt(cy + rb * k)} ${fmt(cx + rr * k)},${fmt(cy + rb)} ${fmt(cx)},${fmt(cy + rb)} ` +
    `C${fmt(cx - rl * k)},${fmt(cy + rb)} ${fmt(cx - rl)},${fmt(cy + rb * k)} ${fmt(cx - rl)},${fmt(cy)} ` +
    `C${fmt(cx - rl)},${fmt(cy - rt * k)} ${fmt(cx - rl * k)},${fmt(cy - rt)} ${fmt(cx)},${fmt(cy - rt)} Z`;
  return `<path d="${d}" fill="${fill}"/>`;
}
