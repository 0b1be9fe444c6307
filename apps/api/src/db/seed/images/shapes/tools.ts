// Barista hand tools and consumables: paper filters, tampers, cleaning supplies and bottles.
import { type DrawContext, fmt, type ShapeSpec } from '../draw-context.js';
import { getLuminance, type Tone } from '../palette.js';
import { drawLabel, drawShine, drawSparkle, drawTextLines } from './details.js';

/** A flat cone filter as it comes out of the pack: a fan with a crimped seam along one edge. */
function drawFilterSheet(tone: Tone, angle: number, shade: string): string {
  const tip = { x: 200, y: 330 };
  const r = 190;
  const half = (31 * Math.PI) / 180;
  const lx = tip.x - Math.sin(half) * r;
  const rx = tip.x + Math.sin(half) * r;
  const ey = tip.y - Math.cos(half) * r;
  const seam: string[] = [];
  for (let i = 1; i < 14; i++) {
    const t = i / 14;
    const x = tip.x + (rx - tip.x) * t;
    const y = tip.y + (ey - tip.y) * t;
    seam.push(`M${fmt(x - 9)},${fmt(y - 2)} l8,4`);
  }
  return (
    `<g transform="rotate(${fmt(angle)} ${tip.x} ${tip.y})">` +
    `<path d="M${tip.x},${tip.y} L${fmt(lx)},${fmt(ey)} A${r},${r} 0 0 1 ${fmt(rx)},${fmt(ey)} Z" fill="${shade}" stroke="${tone.deep}" stroke-width="1.5" stroke-opacity="0.5"/>` +
    `<path d="M${tip.x - 10},${tip.y - 10} L${fmt(rx - 16)},${fmt(ey + 6)}" stroke="${tone.deep}" stroke-width="1.2" opacity="0.5"/>` +
    `<path d="${seam.join(' ')}" stroke="${tone.deep}" stroke-width="1.6" opacity="0.55"/></g>`
  );
}

function drawFilter(ctx: DrawContext): string {
  const { defs, rng } = ctx;
  // Filters are white or unbleached kraft; a strong product colour belongs on the pack, not the paper.
  const paperLike = getLuminance(ctx.main.base) > 0.3;
  const sheet = paperLike ? ctx.main : ctx.paper;
  const pack = paperLike ? ctx.accent : ctx.main;
  const spread = rng.range(10, 16);
  const sheets = [
    drawFilterSheet(sheet, -spread, sheet.dark),
    drawFilterSheet(sheet, spread, sheet.light),
    drawFilterSheet(sheet, 0, defs.shadeFlat(sheet)),
  ];
  return (
    sheets.join('') +
    `<path d="M118,250 L282,250 L276,348 L124,348 Z" fill="${defs.shadeFlat(pack)}"/>` +
    `<path d="M118,250 L282,250 L282,258 L118,258 Z" fill="${pack.dark}"/>` +
    `<circle cx="200" cy="296" r="22" fill="${ctx.paper.base}"/>` +
    `<path d="M188,286 L212,286 L200,308 Z" fill="${pack.base}"/>` +
    drawTextLines(200, 324, [90], ctx.paper.base)
  );
}

function drawTamper(ctx: DrawContext): string {
  const { defs, main, steel, rng } = ctx;
  const handle =
    'M182,300 Q190,272 186,252 Q166,208 168,172 Q170,118 200,116 Q230,118 232,172 Q234,208 214,252 Q210,272 218,300 Z';
  const ring = rng.pick([steel, ctx.accent, ctx.wood]);
  return (
    `<rect x="136" y="304" width="128" height="42" rx="4" fill="${defs.shadeCylinder(steel)}"/>` +
    `<ellipse cx="200" cy="346" rx="64" ry="5" fill="${steel.dark}"/>` +
    `<ellipse cx="200" cy="304" rx="64" ry="10" fill="${steel.highlight}"/>` +
    `<path d="${handle}" fill="${defs.shadeCylinder(main)}"/>` +
    `<rect x="178" y="288" width="44" height="14" rx="5" fill="${defs.shadeCylinder(ring)}"/>` +
    `<ellipse cx="200" cy="120" rx="22" ry="5" fill="${main.light}" opacity="0.6"/>` +
    drawShine(ctx, 180, 140, 9, 90, 0.4)
  );
}

function drawBottle(ctx: DrawContext): string {
  const { defs, main, rng } = ctx;
  const cap = rng.pick([ctx.plastic, ctx.steel, ctx.accent, ctx.wood]);
  const body =
    'M150,200 Q150,164 184,150 L184,118 L216,118 L216,150 Q250,164 250,200 L250,334 Q250,348 236,348 L164,348 Q150,348 150,334 Z';
  const clip = defs.addClip(`<path d="${body}"/>`);
  const level = rng.range(168, 190);
  return (
    `<path d="${body}" fill="${defs.shadeCylinder(main)}"/>` +
    `<g clip-path="${clip}"><rect x="150" y="${fmt(level)}" width="100" height="${fmt(350 - level)}" fill="${ctx.coffee.liquid}" opacity="0.45"/></g>` +
    drawLabel(ctx, { x: 150, y: 222, w: 100, h: 96 }, ctx.accent, 0) +
    `<rect x="180" y="88" width="40" height="34" rx="5" fill="${defs.shadeCylinder(cap)}"/>` +
    `<path d="M184,96 L184,118 M192,96 L192,118 M200,96 L200,118 M208,96 L208,118 M216,96 L216,118" stroke="${cap.deep}" stroke-width="1.5" opacity="0.4"/>` +
    drawShine(ctx, 160, 190, 8, 140, 0.55)
  );
}

function drawCleaning(ctx: DrawContext): string {
  const { defs, main, paper, rng } = ctx;
  const body =
    'M112,190 Q112,164 140,158 L174,158 Q202,164 202,190 L202,336 Q202,348 190,348 L124,348 Q112,348 112,336 Z';
  const brush = rng.pick([ctx.accent, ctx.wood, ctx.plastic]);
  const tablets = [0, 1, 2]
    .map((i) => {
      const x = 232 + i * 34;
      const y = 342 - (i % 2) * 6;
      return `<ellipse cx="${x}" cy="${y + 4}" rx="15" ry="5" fill="${paper.dark}"/><rect x="${x - 15}" y="${y - 4}" width="30" height="8" fill="${paper.dark}"/><ellipse cx="${x}" cy="${y - 4}" rx="15" ry="5" fill="${paper.highlight}"/>`;
    })
    .join('');
  const bristles: string[] = [];
  for (let x = 250; x < 320; x += 6) bristles.push(`M${x},252 l0,-22`);
  return (
    `<g transform="rotate(${fmt(rng.range(-18, -10))} 290 290)">` +
    `<rect x="244" y="254" width="80" height="14" rx="4" fill="${defs.shadeVertical(brush.light, brush.dark)}"/>` +
    `<path d="${bristles.join(' ')}" stroke="${ctx.plastic.base}" stroke-width="3.5" stroke-linecap="round"/>` +
    `<rect x="318" y="256" width="60" height="10" rx="5" fill="${brush.dark}"/></g>` +
    `<rect x="140" y="116" width="34" height="46" rx="6" fill="${defs.shadeCylinder(paper)}"/>` +
    `<path d="M150,116 L154,98 L160,98 L164,116 Z" fill="${paper.dark}"/>` +
    `<path d="${body}" fill="${defs.shadeCylinder(main)}"/>` +
    `<rect x="112" y="214" width="90" height="96" fill="${paper.base}"/>` +
    `<path d="M157,230 C170,248 174,258 174,266 A17,17 0 0 1 140,266 C140,258 144,248 157,230 Z" fill="${ctx.accent.base}"/>` +
    drawTextLines(157, 288, [60, 44], main.deep) +
    drawShine(ctx, 122, 180, 8, 150, 0.4) +
    tablets +
    drawSparkle(236, 200, 14, ctx.accent.base) +
    drawSparkle(92, 146, 9, ctx.accent.light) +
    drawSparkle(262, 160, 7, '#ffffff')
  );
}

export const toolShapes = {
  filter: { draw: drawFilter, footprint: 84, zoom: 1.16 },
  tamper: { draw: drawTamper, footprint: 66, zoom: 1.24 },
  bottle: { draw: drawBottle, footprint: 52, zoom: 1.15 },
  cleaning: { draw: drawCleaning, footprint: 120, centre: 224, zoom: 1.1 },
} satisfies Record<string, ShapeSpec>;
