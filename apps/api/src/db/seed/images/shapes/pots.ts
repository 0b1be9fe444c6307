// Stovetop pots: the Italian moka and the Egyptian cezve (kanaka) used for Turkish-style coffee.
import { type DrawContext, fmt, type ShapeSpec } from '../draw-context.js';
import type { Tone } from '../palette.js';
import { drawPattern, drawShine } from './details.js';

/**
 * Shades a tapered section as four octagon faces. Face widths follow cos(67.5°) : cos(22.5°), which is
 * what an octagon turned a little off-axis shows, so it reads as faceted rather than striped.
 */
function drawFacets(
  tone: Tone,
  top: number,
  bottom: number,
  topL: number,
  topR: number,
  botL: number,
  botR: number,
): string {
  const cuts = [0, 0.146, 0.5, 0.854, 1];
  const shades = [tone.light, tone.highlight, tone.base, tone.dark];
  const parts: string[] = [];
  for (let i = 0; i < 4; i++) {
    const a = cuts[i]!;
    const b = cuts[i + 1]!;
    const xt = (f: number) => fmt(topL + (topR - topL) * f);
    const xb = (f: number) => fmt(botL + (botR - botL) * f);
    parts.push(
      `<path d="M${xt(a)},${top} L${xt(b)},${top} L${xb(b)},${bottom} L${xb(a)},${bottom} Z" fill="${shades[i]}"/>`,
    );
  }
  return parts.join('');
}

function drawMokaPot(ctx: DrawContext): string {
  const { main, plastic, defs, rng } = ctx;
  const knob = rng.pick([plastic, plastic, ctx.wood, ctx.accent]);
  return (
    `<path d="M262,170 L318,176 Q326,178 324,188 L312,262 Q310,270 302,268 L290,262 L300,196 L258,194 Z" fill="${defs.shadeVertical(plastic.light, plastic.deep)}"/>` +
    drawFacets(main, 262, 348, 152, 248, 126, 274) +
    `<path d="M126,348 L274,348" stroke="${main.deep}" stroke-width="3"/>` +
    `<path d="M142,300 l8,-3 l0,10 z" fill="${main.deep}" opacity="0.5"/>` +
    `<rect x="146" y="252" width="108" height="14" fill="${defs.shadeCylinder(main)}"/>` +
    `<path d="M146,254 L254,254" stroke="${main.deep}" stroke-width="2"/>` +
    drawFacets(main, 152, 254, 134, 266, 152, 248) +
    `<path d="M136,156 L104,140 L112,136 L146,150 Z" fill="${main.light}"/>` +
    `<path d="M104,140 L146,168 L148,154 Z" fill="${main.dark}"/>` +
    `<path d="M134,154 Q136,130 200,126 Q264,130 266,154 Z" fill="${defs.shadeCylinder(main)}"/>` +
    `<path d="M132,154 L268,154" stroke="${main.deep}" stroke-width="3" stroke-linecap="round"/>` +
    `<path d="M188,128 Q188,110 200,108 Q212,110 212,128 Z" fill="${defs.shadeCylinder(knob)}"/>`
  );
}

/** The dallah: the Arabian coffee pot, a round belly, a long beak of a spout and a crowned lid. */
function drawDallah(ctx: DrawContext): string {
  const { main, defs } = ctx;
  const belly = 'M150,250 Q118,282 132,330 Q138,348 160,348 L240,348 Q262,348 268,330 Q282,282 250,250 Z';
  return (
    `<path d="M252,210 Q312,220 300,290 Q294,318 262,322" fill="none" stroke="${main.dark}" stroke-width="10" stroke-linecap="round"/>` +
    `<path d="M158,262 Q120,250 100,200 L86,170 Q84,162 92,164 L108,176 Q132,214 166,238 Z" fill="${defs.shadeCylinder(main)}"/>` +
    `<path d="${belly}" fill="${defs.shadeCylinder(main)}"/>` +
    `<path d="M166,252 L176,200 L224,200 L234,252 Z" fill="${defs.shadeCylinder(main)}"/>` +
    `<path d="M150,252 L250,252" stroke="${main.deep}" stroke-width="3"/>` +
    `<path d="M136,300 Q200,312 264,300" fill="none" stroke="${ctx.accent.base}" stroke-width="5" opacity="0.8"/>` +
    `<path d="M170,200 Q172,170 200,160 Q228,170 230,200 Z" fill="${defs.shadeCylinder(main)}"/>` +
    `<path d="M168,200 L232,200" stroke="${main.deep}" stroke-width="3"/>` +
    `<path d="M194,160 L200,128 L206,160 Z" fill="${main.light}"/>` +
    `<circle cx="200" cy="124" r="7" fill="${defs.shadeCylinder(main)}"/>` +
    drawShine(ctx, 146, 270, 9, 56, 0.45)
  );
}

function drawCezve(ctx: DrawContext): string {
  const { main, defs, rng } = ctx;
  const grip = rng.pick([ctx.wood, ctx.plastic, main]);
  const angle = rng.range(-32, -26);
  const body =
    'M110,206 Q128,214 130,236 Q102,292 110,336 Q112,348 126,348 L206,348 Q220,348 222,336 Q230,292 202,236 Q204,214 222,206 Z';
  // The engraved band follows the pot's outline, so it is clipped by the body, not by a rectangle.
  const clip = defs.addClip(`<path d="${body}"/>`);
  const foam = rng.chance(0.7);
  return (
    `<g transform="rotate(${fmt(angle)} 208 236)">` +
    `<rect x="196" y="229" width="110" height="13" rx="4" fill="${defs.shadeVertical(main.light, main.dark)}"/>` +
    `<rect x="296" y="226" width="78" height="19" rx="9" fill="${defs.shadeVertical(grip.light, grip.dark)}"/>` +
    `<circle cx="362" cy="235.5" r="3" fill="${grip.deep}"/></g>` +
    `<path d="${body}" fill="${defs.shadeCylinder(main)}"/>` +
    `<rect x="100" y="288" width="140" height="22" clip-path="${clip}" fill="${main.dark}" opacity="0.4"/>` +
    drawPattern(
      rng.pick(['dots', 'waves', 'chevrons'] as const),
      { x: 104, y: 292, w: 130, h: 16 },
      main.highlight,
      clip,
    ) +
    `<path d="M112,290 Q166,298 220,290 M112,310 Q166,318 220,310" fill="none" stroke="${main.deep}" stroke-width="2" opacity="0.5"/>` +
    `<path d="M96,200 Q110,212 118,206 Z" fill="${main.light}"/>` +
    `<ellipse cx="166" cy="206" rx="56" ry="9" fill="${main.light}"/>` +
    `<ellipse cx="166" cy="207" rx="49" ry="6.5" fill="${foam ? ctx.coffee.crema : ctx.coffee.liquid}"/>` +
    `<path d="M94,200 L116,204 L110,208 Z" fill="${main.base}"/>` +
    drawShine(ctx, 128, 246, 9, 90, 0.4)
  );
}

export const potShapes = {
  'moka-pot': { draw: drawMokaPot, footprint: 78, centre: 208, mirrorable: true, zoom: 1.15 },
  cezve: { draw: drawCezve, footprint: 56, centre: 214, zoom: 1.12 },
  dallah: { draw: drawDallah, footprint: 70, mirrorable: true, zoom: 1.1 },
} satisfies Record<string, ShapeSpec>;
