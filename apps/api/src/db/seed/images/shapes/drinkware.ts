// Things you drink from or pour milk with.
import { type DrawContext, fmt, type ShapeSpec } from '../draw-context.js';
import { drawCoffeeSurface, drawPattern, drawShine, drawSteam } from './details.js';

/** An optional decorative band, so a plain mug and a patterned one of the same colour both exist. */
function drawBand(ctx: DrawContext, x: number, y: number, w: number, h: number): string {
  const style = ctx.rng.pick(['none', 'stripe', 'pattern', 'pattern'] as const);
  if (style === 'none') return '';
  if (style === 'stripe') {
    return `<rect x="${x}" y="${y}" width="${w}" height="${h * 0.4}" fill="${ctx.accent.base}"/><rect x="${x}" y="${fmt(y + h * 0.6)}" width="${w}" height="${fmt(h * 0.15)}" fill="${ctx.accent.base}"/>`;
  }
  const clip = ctx.defs.addClip(`<rect x="${x}" y="${y}" width="${w}" height="${h}"/>`);
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${ctx.accent.base}" opacity="0.9"/>${drawPattern(ctx.pattern, { x, y, w, h }, ctx.paper.base, clip)}`;
}

function drawMug(ctx: DrawContext): string {
  const { defs, main } = ctx;
  return (
    `<path d="M262,206 Q318,200 316,254 Q314,306 258,304" fill="none" stroke="${main.dark}" stroke-width="20" stroke-linecap="round"/>` +
    `<path d="M264,204 Q312,200 310,250" fill="none" stroke="${main.light}" stroke-width="5" stroke-linecap="round" opacity="0.6"/>` +
    `<path d="M124,176 L266,176 L266,318 Q266,348 236,348 L154,348 Q124,348 124,318 Z" fill="${defs.shadeCylinder(main)}"/>` +
    drawBand(ctx, 124, 236, 142, 42) +
    `<ellipse cx="195" cy="176" rx="71" ry="14" fill="${main.light}"/>` +
    drawCoffeeSurface(ctx, 195, 178, 63, 11) +
    drawShine(ctx, 142, 192, 11, 130, 0.35) +
    drawSteam(ctx, 195, 158, 80)
  );
}

function drawCup(ctx: DrawContext): string {
  const { defs, main } = ctx;
  const saucer = ctx.rng.chance(0.5) ? main : ctx.paper;
  return (
    `<ellipse cx="200" cy="334" rx="116" ry="22" fill="${saucer.dark}"/>` +
    `<ellipse cx="200" cy="330" rx="116" ry="20" fill="${defs.shadeCylinder(saucer)}"/>` +
    `<ellipse cx="200" cy="328" rx="60" ry="9" fill="${saucer.dark}" opacity="0.6"/>` +
    `<path d="M252,250 Q292,246 290,272 Q286,296 246,292" fill="none" stroke="${main.dark}" stroke-width="12" stroke-linecap="round"/>` +
    `<path d="M136,232 L264,232 Q262,296 238,316 Q222,328 200,328 Q178,328 162,316 Q138,296 136,232 Z" fill="${defs.shadeCylinder(main)}"/>` +
    drawBand(ctx, 136, 244, 128, 18) +
    `<ellipse cx="200" cy="232" rx="64" ry="11" fill="${main.light}"/>` +
    drawCoffeeSurface(ctx, 200, 233, 57, 8.5) +
    drawShine(ctx, 152, 244, 9, 60, 0.45) +
    drawSteam(ctx, 200, 214, 90)
  );
}

function drawTumbler(ctx: DrawContext): string {
  const { defs, main, rng } = ctx;
  const lid = rng.pick([ctx.plastic, ctx.steel, main]);
  return (
    `<path d="M150,130 L250,130 L242,336 Q241,348 228,348 L172,348 Q159,348 158,336 Z" fill="${defs.shadeCylinder(main)}"/>` +
    drawBand(ctx, 152, 214, 96, 46) +
    `<path d="M151,214 L249,214 M152,260 L248,260" stroke="${main.deep}" stroke-width="1.5" opacity="0.3"/>` +
    `<rect x="146" y="104" width="108" height="30" rx="8" fill="${defs.shadeCylinder(lid)}"/>` +
    `<path d="M152,104 Q154,86 200,84 Q246,86 248,104 Z" fill="${defs.shadeCylinder(lid)}"/>` +
    `<rect x="210" y="88" width="26" height="7" rx="3.5" fill="${lid.deep}"/>` +
    `<path d="M146,130 L254,130" stroke="${lid.deep}" stroke-width="3"/>` +
    drawShine(ctx, 166, 146, 11, 180, 0.35)
  );
}

function drawGlass(ctx: DrawContext): string {
  const { defs, main, rng } = ctx;
  const iced = rng.chance(0.6);
  const glass = `M140,150 L260,150 L250,336 Q249,348 236,348 L164,348 Q151,348 150,336 Z`;
  const clip = defs.addClip(`<path d="${glass}"/>`);
  const drink = defs.addLinear(
    [
      [0, '#4a2c1a'],
      [0.3, '#7a4c30'],
      [0.55, '#c49a6c'],
      [1, '#efe2cc'],
    ],
    0,
    0,
    0,
    1,
  );
  const top = iced ? 178 : 170;
  const cubes = iced
    ? [0, 1, 2]
        .map((i) => {
          const x = 158 + i * 30 + rng.range(-4, 4);
          const y = 172 + rng.range(-6, 10) + (i % 2) * 18;
          return `<rect x="${fmt(x)}" y="${fmt(y)}" width="30" height="30" rx="6" fill="#ffffff" fill-opacity="0.45" stroke="#ffffff" stroke-opacity="0.8" stroke-width="2" transform="rotate(${fmt(rng.range(-20, 20))} ${fmt(x + 15)} ${fmt(y + 15)})"/>`;
        })
        .join('')
    : `<rect x="130" y="${top}" width="140" height="22" fill="#f3e7d3"/>`;
  return (
    (iced
      ? `<path d="M214,300 L250,96" stroke="${ctx.accent.base}" stroke-width="9" stroke-linecap="round"/><path d="M212,300 L248,96" stroke="#ffffff" stroke-width="2" opacity="0.4"/>`
      : '') +
    `<g clip-path="${clip}"><rect x="130" y="${top}" width="140" height="${360 - top}" fill="${drink}"/>${cubes}</g>` +
    `<path d="${glass}" fill="${main.base}" fill-opacity="0.14" stroke="${main.light}" stroke-width="3"/>` +
    `<path d="${glass}" fill="none" stroke="#ffffff" stroke-opacity="0.8" stroke-width="1.5"/>` +
    `<ellipse cx="200" cy="150" rx="60" ry="9" fill="#ffffff" fill-opacity="0.3" stroke="${main.light}" stroke-width="3"/>` +
    `<path d="M154,330 Q200,338 246,330 L246,338 Q200,346 154,338 Z" fill="${main.base}" opacity="0.35"/>` +
    drawShine(ctx, 156, 160, 9, 170, 0.65)
  );
}

/** A dessert in a short glass, seen through it: coffee-soaked layers and cream, dusted with cocoa, a spoon in. */
function drawDessertCup(ctx: DrawContext): string {
  const { defs, main, rng } = ctx;
  const glass = 'M134,200 L266,200 L256,334 Q254,348 240,348 L160,348 Q146,348 144,334 Z';
  const clip = defs.addClip(`<path d="${glass}"/>`);
  const cream = '#f6ecda';
  const layers = [
    [300, 50, '#5a3620'],
    [282, 18, cream],
    [262, 20, '#7a4c30'],
    [222, 40, cream],
  ] as const;
  const dust = Array.from({ length: 26 }, () => {
    const x = rng.range(142, 258);
    const y = rng.range(219, 229);
    return `<circle cx="${fmt(x)}" cy="${fmt(y)}" r="${fmt(rng.range(1.5, 3.2))}" fill="#4a2c1a" opacity="0.8"/>`;
  }).join('');
  return (
    `<path d="M226,236 L262,104" stroke="${ctx.steel.dark}" stroke-width="8" stroke-linecap="round"/>` +
    `<ellipse cx="264" cy="98" rx="9" ry="13" fill="${ctx.steel.light}" transform="rotate(15 264 98)"/>` +
    `<g clip-path="${clip}">${layers.map(([y, h, fill]) => `<rect x="120" y="${y}" width="160" height="${h}" fill="${fill}"/>`).join('')}` +
    `<ellipse cx="200" cy="222" rx="66" ry="9" fill="#7b4a2a"/>${dust}</g>` +
    `<path d="${glass}" fill="${main.base}" fill-opacity="0.12" stroke="${main.light}" stroke-width="3"/>` +
    `<path d="${glass}" fill="none" stroke="#ffffff" stroke-opacity="0.8" stroke-width="1.5"/>` +
    `<ellipse cx="200" cy="200" rx="66" ry="9" fill="#ffffff" fill-opacity="0.2" stroke="${main.light}" stroke-width="3"/>` +
    drawShine(ctx, 152, 214, 8, 110, 0.6)
  );
}

/** Affogato: a scoop of vanilla ice cream in a small glass, a shot of espresso poured over it. */
function drawAffogato(ctx: DrawContext): string {
  const { defs, main } = ctx;
  const glass = 'M142,232 L258,232 L248,334 Q246,348 232,348 L168,348 Q154,348 152,334 Z';
  const clip = defs.addClip(`<path d="${glass}"/>`);
  const scoop = defs.addRadial([
    [0, '#fffaf0'],
    [0.7, '#f3e6cc'],
    [1, '#e2cfa8'],
  ]);
  return (
    `<g clip-path="${clip}"><rect x="130" y="290" width="140" height="70" fill="#4a2c1a"/>` +
    `<rect x="130" y="282" width="140" height="10" fill="${ctx.coffee.crema}"/></g>` +
    `<circle cx="200" cy="238" r="50" fill="${scoop}"/>` +
    `<path d="M156,250 Q170,262 186,252 Q198,270 212,254 Q228,266 244,250 Q236,282 200,286 Q166,282 156,250 Z" fill="#f0e2c4"/>` +
    `<path d="M176,206 Q190,196 212,202 Q222,214 214,236 Q204,254 206,276 Q196,260 196,240 Q194,222 176,206 Z" fill="#5a3620" opacity="0.9"/>` +
    `<path d="M226,224 Q232,242 226,262 Q222,272 224,282" fill="none" stroke="#5a3620" stroke-width="6" stroke-linecap="round" opacity="0.85"/>` +
    `<path d="${glass}" fill="${main.base}" fill-opacity="0.12" stroke="${main.light}" stroke-width="3"/>` +
    `<path d="${glass}" fill="none" stroke="#ffffff" stroke-opacity="0.8" stroke-width="1.5"/>` +
    drawShine(ctx, 158, 246, 8, 86, 0.6)
  );
}

function drawPitcher(ctx: DrawContext): string {
  const { defs } = ctx;
  const tone = ctx.main;
  const body =
    'M150,172 C146,240 128,296 132,334 Q134,348 148,348 L252,348 Q266,348 268,334 C272,296 254,240 250,172 Z';
  return (
    `<path d="M250,196 Q304,196 302,244 Q300,290 262,298" fill="none" stroke="${tone.deep}" stroke-width="14" stroke-linecap="round"/>` +
    `<path d="${body}" fill="${defs.shadeCylinder(tone)}"/>` +
    `<path d="M154,166 L104,146 Q118,176 148,206 Z" fill="${tone.light}"/>` +
    `<path d="M104,146 Q120,178 148,206 L150,184 Z" fill="${tone.dark}"/>` +
    `<ellipse cx="200" cy="172" rx="51" ry="9" fill="${tone.highlight}"/>` +
    `<ellipse cx="200" cy="174" rx="44" ry="6.5" fill="#f6efe4"/>` +
    `<path d="M192,172 q-6,-5 0,-7 q4,0 8,4 q4,-4 8,-4 q6,2 0,7 l-8,5 z" fill="${ctx.coffee.crema}" opacity="0.8"/>` +
    `<path d="M138,300 L262,300" stroke="${tone.deep}" stroke-width="1.5" opacity="0.35"/>` +
    drawShine(ctx, 150, 196, 10, 130, 0.45)
  );
}

export const drinkwareShapes = {
  mug: { draw: drawMug, footprint: 72, centre: 212, mirrorable: true, zoom: 1.15 },
  cup: { draw: drawCup, footprint: 112, zoom: 1.2, mirrorable: true },
  tumbler: { draw: drawTumbler, footprint: 46, zoom: 1.16 },
  glass: { draw: drawGlass, footprint: 50, zoom: 1.16 },
  pitcher: { draw: drawPitcher, footprint: 68, centre: 206, mirrorable: true, zoom: 1.26 },
  'dessert-cup': { draw: drawDessertCup, footprint: 52, zoom: 1.16 },
  affogato: { draw: drawAffogato, footprint: 48, zoom: 1.2 },
} satisfies Record<string, ShapeSpec>;
