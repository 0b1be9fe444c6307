// Small reusable decorations shared by many product drawings.
import { type DrawContext, fmt, type LabelPattern } from '../draw-context.js';
import type { Tone } from '../palette.js';

export type Box = { x: number; y: number; w: number; h: number };

/** A roasted bean seen from above: an oval with the S-shaped crease that makes it read as coffee. */
export function drawBean(
  cx: number,
  cy: number,
  size: number,
  angle: number,
  fill: string,
  crease: string,
): string {
  const s = size;
  return (
    `<g transform="translate(${fmt(cx)} ${fmt(cy)}) rotate(${fmt(angle)})">` +
    `<ellipse rx="${fmt(s * 0.66)}" ry="${fmt(s)}" fill="${fill}"/>` +
    `<path d="M0,${fmt(-s * 0.82)} C${fmt(s * 0.42)},${fmt(-s * 0.3)} ${fmt(-s * 0.42)},${fmt(s * 0.3)} 0,${fmt(s * 0.82)}" ` +
    `fill="none" stroke="${crease}" stroke-width="${fmt(s * 0.16)}" stroke-linecap="round"/></g>`
  );
}

/** Wisps of steam; kept faint because they sit on light backgrounds. */
export function drawSteam(ctx: DrawContext, cx: number, bottom: number, height: number): string {
  const count = ctx.rng.int(2, 3);
  const paths: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = cx + (i - (count - 1) / 2) * 22 + ctx.rng.range(-4, 4);
    const sway = ctx.rng.range(8, 14) * (i % 2 === 0 ? 1 : -1);
    const top = bottom - height * ctx.rng.range(0.75, 1);
    const mid = (bottom + top) / 2;
    paths.push(
      `<path d="M${fmt(x)},${fmt(bottom)} C${fmt(x + sway)},${fmt(mid + 12)} ${fmt(x - sway)},${fmt(mid - 8)} ${fmt(x + sway * 0.4)},${fmt(top)}" />`,
    );
  }
  return `<g fill="none" stroke="#ffffff" stroke-opacity="0.75" stroke-width="7" stroke-linecap="round">${paths.join('')}</g>`;
}

/** Rounded bars that stand in for printed text, since no fonts are guaranteed at seed time. */
export function drawTextLines(
  x: number,
  y: number,
  widths: readonly number[],
  color: string,
  centred = true,
): string {
  return widths
    .map((w, i) => {
      const left = centred ? x - w / 2 : x;
      const h = i === 0 ? 7 : 4.5;
      const top = y + i * 11 + (i === 0 ? 0 : 2);
      return `<rect x="${fmt(left)}" y="${fmt(top)}" width="${fmt(w)}" height="${h}" rx="${h / 2}" fill="${color}" opacity="${i === 0 ? 0.9 : 0.55}"/>`;
    })
    .join('');
}

/** Fills a box with the seeded decorative pattern; the caller's clip keeps it inside the label. */
export function drawPattern(pattern: LabelPattern, box: Box, ink: string, clip: string): string {
  const parts: string[] = [];
  const { x, y, w, h } = box;
  if (pattern === 'stripes') {
    for (let i = -h; i < w + h; i += 13) {
      parts.push(`<path d="M${fmt(x + i)},${fmt(y + h)} l${fmt(h)},${fmt(-h)}"/>`);
    }
    return `<g clip-path="${clip}" stroke="${ink}" stroke-width="5" opacity="0.55">${parts.join('')}</g>`;
  }
  if (pattern === 'waves') {
    for (let row = 0; row * 10 < h + 10; row++) {
      const yy = y + row * 10;
      let d = `M${fmt(x - 10)},${fmt(yy)}`;
      for (let xx = x - 10; xx < x + w + 10; xx += 16) d += ` q8,-6 16,0`;
      parts.push(`<path d="${d}"/>`);
    }
    return `<g clip-path="${clip}" fill="none" stroke="${ink}" stroke-width="2.4" opacity="0.6">${parts.join('')}</g>`;
  }
  if (pattern === 'chevrons') {
    for (let row = 0; row * 12 < h + 12; row++) {
      const yy = y + row * 12;
      let d = `M${fmt(x - 8)},${fmt(yy)}`;
      for (let xx = x - 8; xx < x + w + 8; xx += 12) d += ' l6,-6 l6,6';
      parts.push(`<path d="${d}"/>`);
    }
    return `<g clip-path="${clip}" fill="none" stroke="${ink}" stroke-width="2.4" opacity="0.55">${parts.join('')}</g>`;
  }
  if (pattern === 'dots') {
    for (let row = 0; row * 11 < h + 11; row++) {
      for (let col = 0; col * 11 < w + 11; col++) {
        const cx = x + col * 11 + (row % 2) * 5.5;
        parts.push(`<circle cx="${fmt(cx)}" cy="${fmt(y + row * 11)}" r="2.3"/>`);
      }
    }
    return `<g clip-path="${clip}" fill="${ink}" opacity="0.55">${parts.join('')}</g>`;
  }
  for (let row = 0; row * 18 < h + 18; row++) {
    for (let col = 0; col * 18 < w + 18; col++) {
      const cx = x + col * 18 + (row % 2) * 9;
      parts.push(
        drawBean(cx, y + row * 18 + 4, 5, (row + col) % 2 === 0 ? 30 : -30, ink, 'rgba(255,255,255,0.5)'),
      );
    }
  }
  return `<g clip-path="${clip}" opacity="0.55">${parts.join('')}</g>`;
}

/**
 * The printed label most packaging shares: paper ground, a pattern band, an emblem and fake text.
 * The band colour swaps by seed so identical products still differ at a glance.
 */
export function drawLabel(ctx: DrawContext, box: Box, emblem: Tone, radius = 8): string {
  const { defs, rng } = ctx;
  const inverted = rng.chance(0.4);
  const ground = inverted ? ctx.accent.base : ctx.paper.base;
  const bandFill = inverted ? ctx.main.dark : emblem.base;
  const emblemFill = inverted ? ctx.main.dark : emblem.base;
  const ink = inverted ? ctx.accent.light : ctx.paper.base;
  const bandH = box.h * 0.3;
  const rect = `<rect x="${fmt(box.x)}" y="${fmt(box.y)}" width="${fmt(box.w)}" height="${fmt(box.h)}" rx="${radius}"/>`;
  const clip = defs.addClip(rect);
  const band: Box = { x: box.x, y: box.y, w: box.w, h: bandH };
  const bandClip = defs.addClip(
    `<rect x="${fmt(band.x)}" y="${fmt(band.y)}" width="${fmt(band.w)}" height="${fmt(band.h)}"/>`,
  );
  const cx = box.x + box.w / 2;
  const emblemR = Math.min(box.w, box.h) * 0.17;
  const emblemY = box.y + bandH + emblemR + 5;
  const textY = emblemY + emblemR + 7;
  const textInk = inverted ? ctx.paper.base : ctx.main.deep;
  return (
    `<rect x="${fmt(box.x)}" y="${fmt(box.y)}" width="${fmt(box.w)}" height="${fmt(box.h)}" rx="${radius}" fill="${ground}"/>` +
    `<g clip-path="${clip}"><rect x="${fmt(band.x)}" y="${fmt(band.y)}" width="${fmt(band.w)}" height="${fmt(band.h)}" fill="${bandFill}"/>` +
    `${drawPattern(ctx.pattern, band, ink, bandClip)}</g>` +
    `<circle cx="${fmt(cx)}" cy="${fmt(emblemY)}" r="${fmt(emblemR)}" fill="${emblemFill}"/>` +
    drawBean(cx, emblemY, emblemR * 0.6, 25, ground, emblemFill) +
    drawTextLines(cx, textY, [box.w * 0.56, box.w * 0.42, box.w * 0.3], textInk) +
    `<rect x="${fmt(box.x)}" y="${fmt(box.y)}" width="${fmt(box.w)}" height="${fmt(box.h)}" rx="${radius}" fill="${defs.addLinear(
      [
        [0, '#ffffff', 0.18],
        [0.4, '#ffffff', 0],
        [1, '#000000', 0.18],
      ],
    )}"/>`
  );
}

/** A glossy vertical streak that sells "this surface is shiny". */
export function drawShine(
  ctx: DrawContext,
  x: number,
  y: number,
  w: number,
  h: number,
  opacity = 0.35,
): string {
  const fill = ctx.defs.addLinear(
    [
      [0, '#ffffff', 0],
      [0.5, '#ffffff', opacity],
      [1, '#ffffff', 0],
    ],
    0,
    0,
    0,
    1,
  );
  return `<rect x="${fmt(x)}" y="${fmt(y)}" width="${fmt(w)}" height="${fmt(h)}" rx="${fmt(w / 2)}" fill="${fill}"/>`;
}

// Which of the seven segments (a–g) light up for each digit.
const SEGMENTS: Record<string, string> = {
  '0': 'abcdef',
  '1': 'bc',
  '2': 'abdeg',
  '3': 'abcdg',
  '4': 'bcfg',
  '5': 'acdfg',
  '6': 'acdefg',
  '7': 'abc',
  '8': 'abcdefg',
  '9': 'abcdfg',
};

/** A seven-segment read-out drawn from rectangles, because real digits would need a font. */
export function drawDigits(text: string, x: number, y: number, h: number, color: string): string {
  const w = h * 0.55;
  const t = h * 0.13;
  const half = h / 2;
  const parts: string[] = [];
  let left = x;
  for (const ch of text) {
    if (ch === '.') {
      parts.push(
        `<rect x="${fmt(left - t * 0.3)}" y="${fmt(y + h - t)}" width="${fmt(t)}" height="${fmt(t)}"/>`,
      );
      left += t * 1.6;
      continue;
    }
    const lit = SEGMENTS[ch] ?? '';
    const seg: Record<string, [number, number, number, number]> = {
      a: [left + t, y, w - 2 * t, t],
      b: [left + w - t, y + t, t, half - 1.5 * t],
      c: [left + w - t, y + half + t / 2, t, half - 1.5 * t],
      d: [left + t, y + h - t, w - 2 * t, t],
      e: [left, y + half + t / 2, t, half - 1.5 * t],
      f: [left, y + t, t, half - 1.5 * t],
      g: [left + t, y + half - t / 2, w - 2 * t, t],
    };
    for (const key of lit) {
      const r = seg[key];
      if (r)
        parts.push(
          `<rect x="${fmt(r[0])}" y="${fmt(r[1])}" width="${fmt(r[2])}" height="${fmt(r[3])}" rx="1"/>`,
        );
    }
    left += w + t * 1.4;
  }
  return `<g fill="${color}">${parts.join('')}</g>`;
}

/** Four-point glints, used to say "clean" and "new" without words. */
export function drawSparkle(cx: number, cy: number, r: number, color: string): string {
  const q = r * 0.22;
  return `<path d="M${fmt(cx)},${fmt(cy - r)} Q${fmt(cx + q)},${fmt(cy - q)} ${fmt(cx + r)},${fmt(cy)} Q${fmt(cx + q)},${fmt(cy + q)} ${fmt(cx)},${fmt(cy + r)} Q${fmt(cx - q)},${fmt(cy + q)} ${fmt(cx - r)},${fmt(cy)} Q${fmt(cx - q)},${fmt(cy - q)} ${fmt(cx)},${fmt(cy - r)} Z" fill="${color}"/>`;
}

/** The dark brew seen from above inside a vessel, with a crema ring so it reads as coffee not ink. */
export function drawCoffeeSurface(ctx: DrawContext, cx: number, cy: number, rx: number, ry: number): string {
  const crema = ctx.defs.addRadial([
    [0, ctx.coffee.crema],
    [0.55, '#8a5a32'],
    [1, ctx.coffee.liquid],
  ]);
  return `<ellipse cx="${fmt(cx)}" cy="${fmt(cy)}" rx="${fmt(rx)}" ry="${fmt(ry)}" fill="${crema}"/>`;
}
