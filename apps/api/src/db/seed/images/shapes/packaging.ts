// Retail packaging: bags, capsule boxes, canisters and gift boxes.
import { type DrawContext, fmt, type ShapeSpec } from '../draw-context.js';
import { drawBean, drawLabel, drawPattern, drawShine, drawTextLines } from './details.js';

function drawBag(ctx: DrawContext): string {
  const { defs, main, rng } = ctx;
  const top = rng.int(70, 84);
  const l = 106;
  const r = 294;
  const b = 350;
  const body = `M${l + 6},${top + 20} C${l},150 ${l - 6},260 ${l - 4},${b - 12} Q${l - 4},${b} ${l + 8},${b} L${r - 8},${b} Q${r + 4},${b} ${r + 4},${b - 12} C${r + 6},260 ${r},150 ${r - 6},${top + 20} Z`;
  let teeth = `M${l + 6},${top + 4}`;
  for (let x = l + 6; x < r - 6; x += 8) teeth += ` L${x + 4},${top} L${x + 8},${top + 4}`;
  teeth += ` L${r - 6},${top + 26} L${l + 6},${top + 26} Z`;
  const panel = rng.chance(0.5);
  const label = panel
    ? drawLabel(ctx, { x: 136, y: 172, w: 128, h: 138 }, ctx.accent)
    : drawLabel(ctx, { x: l + 2, y: 178, w: r - l - 4, h: 120 }, ctx.accent, 0);
  const valveY = top + 62;
  return (
    `<path d="${body}" fill="${defs.shadeCylinder(main)}"/>` +
    `<path d="${teeth}" fill="${defs.shadeCylinder({ ...main, base: main.dark, light: main.base, highlight: main.light })}"/>` +
    `<path d="M${l + 6},${top + 36} L${r - 6},${top + 36}" stroke="${main.deep}" stroke-width="2" stroke-dasharray="5 3" opacity="0.6"/>` +
    label +
    `<circle cx="200" cy="${valveY}" r="12" fill="${main.dark}"/><circle cx="200" cy="${valveY}" r="8" fill="${main.deep}"/>` +
    `<circle cx="197" cy="${valveY - 2}" r="1.6" fill="${main.light}"/><circle cx="203" cy="${valveY - 2}" r="1.6" fill="${main.light}"/><circle cx="200" cy="${valveY + 3}" r="1.6" fill="${main.light}"/>` +
    `<path d="M${l - 2},${b - 30} Q200,${b - 16} ${r + 2},${b - 30}" fill="none" stroke="${main.deep}" stroke-width="2" opacity="0.35"/>` +
    `<path d="M${l + 14},${top + 30} Q${l + 6},220 ${l + 8},${b - 8}" fill="none" stroke="#ffffff" stroke-width="2" opacity="0.25"/>` +
    drawShine(ctx, 122, top + 40, 12, 250, 0.28)
  );
}

function drawCapsule(ctx: DrawContext, cx: number, colour: string): string {
  const { defs } = ctx;
  const tone = { ...ctx.main, base: colour };
  const shade = defs.addLinear([
    [0, '#000000', 0.35],
    [0.3, '#ffffff', 0.45],
    [0.45, '#ffffff', 0.1],
    [1, '#000000', 0.4],
  ]);
  return (
    `<ellipse cx="${cx}" cy="345" rx="31" ry="6" fill="${tone.base}"/><ellipse cx="${cx}" cy="345" rx="31" ry="6" fill="${shade}"/>` +
    `<path d="M${cx - 24},344 L${cx - 18},317 Q${cx - 15},304 ${cx},303 Q${cx + 15},304 ${cx + 18},317 L${cx + 24},344 Z" fill="${colour}"/>` +
    `<path d="M${cx - 24},344 L${cx - 18},317 Q${cx - 15},304 ${cx},303 Q${cx + 15},304 ${cx + 18},317 L${cx + 24},344 Z" fill="${shade}"/>` +
    `<path d="M${cx - 21},330 L${cx + 21},330" stroke="#000000" stroke-opacity="0.18" stroke-width="2"/>`
  );
}

function drawCapsules(ctx: DrawContext): string {
  const { defs, main, rng } = ctx;
  const dx = 52;
  const dy = -30;
  const [x0, x1, y0, y1] = [92, 252, 138, 332];
  const front = `<rect x="${x0}" y="${y0}" width="${x1 - x0}" height="${y1 - y0}" fill="${defs.shadeFlat(main)}"/>`;
  const topFace = `<path d="M${x0},${y0} L${x0 + dx},${y0 + dy} L${x1 + dx},${y0 + dy} L${x1},${y0} Z" fill="${main.light}"/>`;
  const side = `<path d="M${x1},${y0} L${x1 + dx},${y0 + dy} L${x1 + dx},${y1 + dy} L${x1},${y1} Z" fill="${main.dark}"/>`;
  const clip = defs.addClip(
    `<path d="M${x1},${y0} L${x1 + dx},${y0 + dy} L${x1 + dx},${y1 + dy} L${x1},${y1} Z"/>`,
  );
  const sidePattern = drawPattern(ctx.pattern, { x: x1, y: y0 + dy, w: dx, h: y1 - y0 }, main.deep, clip);
  const cx = (x0 + x1) / 2;
  const ring = `<circle cx="${cx}" cy="214" r="42" fill="${ctx.accent.base}"/><circle cx="${cx}" cy="214" r="32" fill="${ctx.accent.dark}"/><circle cx="${cx}" cy="214" r="20" fill="${ctx.accent.light}"/>`;
  const colours = [ctx.accent.base, main.base, rng.pick([ctx.accent.dark, main.light, '#c9a24a'])];
  const order = rng.chance(0.5) ? colours : [...colours].reverse();
  const start = rng.int(128, 146);
  return (
    side +
    sidePattern +
    topFace +
    `<path d="M${x0 + 20},${y0 - 4} L${x0 + dx + 10},${y0 + dy + 2}" stroke="${main.dark}" stroke-width="3" opacity="0.5"/>` +
    front +
    `<rect x="${x0}" y="${y0 + 10}" width="${x1 - x0}" height="22" fill="${ctx.accent.base}" opacity="0.9"/>` +
    ring +
    drawBean(cx, 214, 12, 30, ctx.accent.highlight, ctx.accent.dark) +
    drawTextLines(cx, 272, [96, 70], ctx.paper.base) +
    order.map((colour, i) => drawCapsule(ctx, start + i * 66, colour)).join('')
  );
}

function drawJar(ctx: DrawContext): string {
  const { defs, main, rng } = ctx;
  const lid = rng.pick([ctx.steel, ctx.wood, ctx.plastic, ctx.accent]);
  const window = rng.chance(0.45);
  const body = `M128,152 L272,152 L272,330 Q272,348 254,348 L146,348 Q128,348 128,330 Z`;
  let middle: string;
  if (window) {
    const clip = defs.addClip(`<rect x="150" y="190" width="100" height="130" rx="16"/>`);
    const beans: string[] = [];
    for (let i = 0; i < 44; i++) {
      const x = 150 + (i % 6) * 19 + (Math.floor(i / 6) % 2) * 9 + rng.range(-3, 3);
      const y = 196 + Math.floor(i / 6) * 16 + rng.range(-3, 3);
      beans.push(
        drawBean(
          x,
          y,
          rng.range(7.5, 9),
          rng.range(-90, 90),
          rng.pick(['#6b4226', '#5a3520', '#7a4c2c']),
          '#2e1a0e',
        ),
      );
    }
    middle =
      `<rect x="150" y="190" width="100" height="130" rx="16" fill="#3a2416"/>` +
      `<g clip-path="${clip}">${beans.join('')}</g>` +
      `<rect x="150" y="190" width="100" height="130" rx="16" fill="none" stroke="${main.deep}" stroke-width="3"/>` +
      drawShine(ctx, 160, 198, 8, 110, 0.5);
  } else {
    middle = drawLabel(ctx, { x: 128, y: 200, w: 144, h: 108 }, ctx.accent, 0);
  }
  return (
    `<path d="${body}" fill="${defs.shadeCylinder(main)}"/>` +
    middle +
    `<rect x="120" y="118" width="160" height="40" rx="8" fill="${defs.shadeCylinder(lid)}"/>` +
    `<ellipse cx="200" cy="120" rx="80" ry="11" fill="${lid.light}"/>` +
    `<rect x="186" y="100" width="28" height="20" rx="4" fill="${defs.shadeCylinder(lid)}"/>` +
    `<ellipse cx="200" cy="100" rx="14" ry="4" fill="${lid.highlight}"/>` +
    drawShine(ctx, 140, 170, 10, 160, 0.3)
  );
}

function drawGiftBox(ctx: DrawContext): string {
  const { defs, main, accent, rng } = ctx;
  const [x0, x1, y0, y1, dx, dy] = [96, 258, 206, 346, 54, -28];
  const [lx0, lx1, ly0, ly1] = [x0 - 7, x1 + 7, 180, 214];
  const ribbonX = (x0 + x1) / 2 - 12;
  const clip = defs.addClip(`<rect x="${x0}" y="${y0}" width="${x1 - x0}" height="${y1 - y0}"/>`);
  const bow = (angle: number) =>
    `<ellipse cx="0" cy="-18" rx="15" ry="26" transform="translate(${x0 + 80 + dx / 2} ${ly0 + dy / 2}) rotate(${angle})" fill="${accent.base}" stroke="${accent.dark}" stroke-width="3"/>`;
  const tilt = rng.int(-8, 8);
  return (
    `<path d="M${x1},${y0} L${x1 + dx},${y0 + dy} L${x1 + dx},${y1 + dy} L${x1},${y1} Z" fill="${main.dark}"/>` +
    `<path d="M${x1 + dx / 2 - 6},${y0 + dy / 2} l12,-6 l0,${y1 - y0} l-12,6 Z" fill="${accent.dark}"/>` +
    `<rect x="${x0}" y="${y0}" width="${x1 - x0}" height="${y1 - y0}" fill="${defs.shadeFlat(main)}"/>` +
    drawPattern(ctx.pattern, { x: x0, y: y0, w: x1 - x0, h: y1 - y0 }, main.light, clip) +
    `<rect x="${ribbonX}" y="${y0}" width="24" height="${y1 - y0}" fill="${defs.shadeCylinder(accent)}"/>` +
    `<path d="M${lx1},${ly0} L${lx1 + dx},${ly0 + dy} L${lx1 + dx},${ly1 + dy} L${lx1},${ly1} Z" fill="${main.deep}"/>` +
    `<path d="M${lx0},${ly0} L${lx0 + dx},${ly0 + dy} L${lx1 + dx},${ly0 + dy} L${lx1},${ly0} Z" fill="${main.light}"/>` +
    `<path d="M${ribbonX},${ly0} L${ribbonX + dx},${ly0 + dy} L${ribbonX + dx + 24},${ly0 + dy} L${ribbonX + 24},${ly0} Z" fill="${accent.light}"/>` +
    `<path d="M${lx0 + dx / 2 - 6},${ly0 + dy / 2 - 6} L${lx1 + dx / 2 - 6},${ly0 + dy / 2 - 6} L${lx1 + dx / 2 + 6},${ly0 + dy / 2 + 6} L${lx0 + dx / 2 + 6},${ly0 + dy / 2 + 6} Z" fill="${accent.base}"/>` +
    `<rect x="${lx0}" y="${ly0}" width="${lx1 - lx0}" height="${ly1 - ly0}" fill="${defs.shadeFlat(main)}"/>` +
    `<rect x="${lx0}" y="${ly1 - 5}" width="${lx1 - lx0}" height="5" fill="${main.deep}" opacity="0.35"/>` +
    `<rect x="${ribbonX}" y="${ly0}" width="24" height="${ly1 - ly0}" fill="${accent.base}"/>` +
    `<path d="M${x0 + 80 + dx / 2},${ly0 + dy / 2} l-22,40 l8,2 z M${x0 + 80 + dx / 2},${ly0 + dy / 2} l18,42 l8,-4 z" fill="${accent.dark}"/>` +
    bow(-58 + tilt) +
    bow(58 + tilt) +
    `<circle cx="${x0 + 80 + dx / 2}" cy="${ly0 + dy / 2}" r="10" fill="${accent.light}"/>` +
    `<rect x="${x0 + 14}" y="${y1 - 40}" width="46" height="26" rx="4" fill="${ctx.paper.base}" transform="rotate(${fmt(tilt / 2)} ${x0 + 37} ${y1 - 27})"/>`
  );
}

export const packagingShapes = {
  bag: { draw: drawBag, footprint: 100, zoom: 1.08 },
  capsules: { draw: drawCapsules, footprint: 130, zoom: 1.15 },
  jar: { draw: drawJar, footprint: 80, zoom: 1.16 },
  'gift-box': { draw: drawGiftBox, footprint: 120, centre: 207, zoom: 1.15 },
} satisfies Record<string, ShapeSpec>;
