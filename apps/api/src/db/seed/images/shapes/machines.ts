// Powered and mechanical equipment: espresso machines, grinders and scales.
import { type DrawContext, fmt, type ShapeSpec } from '../draw-context.js';
import { drawBean, drawDigits, drawShine } from './details.js';

function drawGauge(ctx: DrawContext, cx: number, cy: number, r: number): string {
  const angle = ctx.rng.range(-40, 50);
  const ticks: string[] = [];
  for (let a = -120; a <= 120; a += 30) {
    const rad = (a * Math.PI) / 180;
    ticks.push(
      `<path d="M${fmt(cx + Math.sin(rad) * r * 0.62)},${fmt(cy - Math.cos(rad) * r * 0.62)} L${fmt(cx + Math.sin(rad) * r * 0.8)},${fmt(cy - Math.cos(rad) * r * 0.8)}"/>`,
    );
  }
  return (
    `<circle cx="${cx}" cy="${cy}" r="${r + 4}" fill="${ctx.defs.shadeCylinder(ctx.steel)}"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#fbfaf6"/>` +
    `<g stroke="#3a3a3a" stroke-width="1.6">${ticks.join('')}</g>` +
    `<path d="M${cx},${cy} L${cx},${cy - r * 0.72}" stroke="#c8553d" stroke-width="2.4" stroke-linecap="round" transform="rotate(${fmt(angle)} ${cx} ${cy})"/>` +
    `<circle cx="${cx}" cy="${cy}" r="3" fill="#3a3a3a"/>`
  );
}

function drawEspressoMachine(ctx: DrawContext): string {
  const { defs, main, steel, plastic, rng } = ctx;
  const steelFill = defs.shadeCylinder(steel);
  const cupsOnTop = rng.chance(0.5);
  const twoGauges = rng.chance(0.4);
  const cup = (x: number, y: number) =>
    `<path d="M${x - 15},${y - 22} L${x + 15},${y - 22} Q${x + 13},${y} ${x},${y} Q${x - 13},${y} ${x - 15},${y - 22} Z" fill="${defs.shadeCylinder(ctx.paper)}"/>` +
    `<ellipse cx="${x}" cy="${y - 22}" rx="15" ry="3" fill="${ctx.coffee.liquid}"/>`;
  return (
    (cupsOnTop ? cup(140, 86) + cup(172, 86) : '') +
    `<rect x="100" y="84" width="200" height="12" rx="4" fill="${steelFill}"/>` +
    `<path d="M106,120 L72,124 Q64,126 66,136 L70,286" fill="none" stroke="${steel.dark}" stroke-width="7" stroke-linecap="round"/>` +
    `<path d="M106,120 L72,124 Q64,126 66,136 L70,286" fill="none" stroke="${steel.highlight}" stroke-width="2.5" stroke-linecap="round"/>` +
    `<rect x="94" y="94" width="212" height="228" rx="16" fill="${defs.shadeCylinder(main)}"/>` +
    `<rect x="106" y="104" width="188" height="70" rx="10" fill="${main.dark}" opacity="0.35"/>` +
    `<path d="M128,300 L128,206 Q128,190 144,190 L256,190 Q272,190 272,206 L272,300 Z" fill="${main.deep}" opacity="0.55"/>` +
    (twoGauges ? drawGauge(ctx, 168, 139, 20) + drawGauge(ctx, 232, 139, 20) : drawGauge(ctx, 200, 139, 24)) +
    `<circle cx="124" cy="139" r="7" fill="${ctx.accent.base}"/><circle cx="276" cy="139" r="7" fill="${plastic.light}"/>` +
    `<path d="M166,182 L234,182 L228,212 L172,212 Z" fill="${steelFill}"/>` +
    `<rect x="162" y="176" width="76" height="10" rx="3" fill="${steel.light}"/>` +
    `<rect x="168" y="212" width="64" height="18" rx="4" fill="${steelFill}"/>` +
    `<path d="M226,216 L306,232 Q314,234 312,242 Q310,250 302,248 L224,230 Z" fill="${defs.shadeVertical(plastic.light, plastic.deep)}"/>` +
    `<rect x="186" y="230" width="8" height="10" rx="2" fill="${steel.dark}"/><rect x="206" y="230" width="8" height="10" rx="2" fill="${steel.dark}"/>` +
    `<path d="M190,240 L190,262 M210,240 L210,262" stroke="${ctx.coffee.liquid}" stroke-width="3" opacity="${rng.chance(0.5) ? 0.85 : 0}"/>` +
    `<rect x="112" y="296" width="176" height="22" rx="4" fill="${steelFill}"/>` +
    `<path d="M124,300 L276,300 M124,306 L276,306 M124,312 L276,312" stroke="${steel.deep}" stroke-width="1.6" opacity="0.5"/>` +
    `<path d="M176,262 L224,262 Q222,296 200,296 Q178,296 176,262 Z" fill="${defs.shadeCylinder(ctx.paper)}"/>` +
    `<path d="M223,268 Q236,270 232,282 Q228,290 219,288" fill="none" stroke="${ctx.paper.dark}" stroke-width="4"/>` +
    `<ellipse cx="200" cy="262" rx="24" ry="4" fill="${ctx.coffee.crema}"/>` +
    `<rect x="94" y="318" width="212" height="20" rx="6" fill="${main.deep}"/>` +
    `<rect x="104" y="336" width="24" height="14" rx="3" fill="${plastic.base}"/><rect x="272" y="336" width="24" height="14" rx="3" fill="${plastic.base}"/>` +
    drawShine(ctx, 112, 182, 10, 120, 0.3)
  );
}

function drawGrinder(ctx: DrawContext): string {
  const { defs, main, steel, rng } = ctx;
  const hopper = `M138,64 L262,64 L230,150 L170,150 Z`;
  const clip = defs.addClip(`<path d="${hopper}"/>`);
  const beans: string[] = [];
  const fill = rng.int(4, 6);
  for (let row = 0; row < fill; row++) {
    for (let col = 0; col < 8; col++) {
      beans.push(
        drawBean(142 + col * 16 + (row % 2) * 8, 146 - row * 13, 8, rng.range(-70, 70), '#6b4226', '#2e1a0e'),
      );
    }
  }
  return (
    `<g clip-path="${clip}">${beans.join('')}</g>` +
    `<path d="${hopper}" fill="#ffffff" fill-opacity="0.28" stroke="#ffffff" stroke-opacity="0.8" stroke-width="3"/>` +
    `<rect x="134" y="54" width="132" height="14" rx="6" fill="${defs.shadeCylinder(ctx.plastic)}"/>` +
    drawShine(ctx, 150, 72, 8, 64, 0.6) +
    `<rect x="160" y="148" width="80" height="20" rx="4" fill="${defs.shadeCylinder(steel)}"/>` +
    `<path d="M136,176 Q136,166 148,166 L252,166 Q264,166 264,176 L272,336 Q272,348 260,348 L140,348 Q128,348 128,336 Z" fill="${defs.shadeCylinder(main)}"/>` +
    `<circle cx="200" cy="206" r="22" fill="${defs.shadeCylinder(steel)}"/><circle cx="200" cy="206" r="15" fill="${steel.light}"/>` +
    `<rect x="197" y="188" width="6" height="12" rx="2" fill="${ctx.accent.base}" transform="rotate(${fmt(rng.range(-60, 60))} 200 206)"/>` +
    `<path d="M154,254 Q154,244 164,244 L236,244 Q246,244 246,254 L246,336 L154,336 Z" fill="${main.deep}"/>` +
    `<rect x="191" y="244" width="18" height="20" rx="3" fill="${steel.dark}"/>` +
    `<path d="M170,288 L230,288 L226,336 L174,336 Z" fill="${defs.shadeCylinder(steel)}"/>` +
    `<ellipse cx="200" cy="289" rx="28" ry="5" fill="${ctx.coffee.bean}"/>` +
    `<circle cx="240" cy="222" r="5" fill="${ctx.accent.base}"/>` +
    drawShine(ctx, 142, 180, 8, 150, 0.3)
  );
}

function drawHandGrinder(ctx: DrawContext): string {
  const { defs, main, steel, wood, rng } = ctx;
  const knob = rng.pick([wood, ctx.plastic, ctx.accent]);
  const knurl: string[] = [];
  for (let x = 164; x <= 236; x += 6) knurl.push(`M${x},206 L${x},262`);
  return (
    `<rect x="195" y="100" width="10" height="44" fill="${defs.shadeCylinder(steel)}"/>` +
    `<path d="M200,112 L300,88" stroke="${steel.deep}" stroke-width="12" stroke-linecap="round"/>` +
    `<path d="M200,110 L300,86" stroke="${steel.light}" stroke-width="4" stroke-linecap="round"/>` +
    `<circle cx="200" cy="112" r="10" fill="${steel.base}"/>` +
    `<rect x="294" y="46" width="24" height="46" rx="12" fill="${defs.shadeCylinder(knob)}"/>` +
    `<rect x="152" y="136" width="96" height="22" rx="6" fill="${defs.shadeCylinder(steel)}"/>` +
    `<rect x="158" y="156" width="84" height="194" rx="8" fill="${defs.shadeCylinder(main)}"/>` +
    `<rect x="158" y="204" width="84" height="60" fill="${main.deep}" opacity="0.45"/>` +
    `<path d="${knurl.join(' ')}" stroke="${main.deep}" stroke-width="2.4"/>` +
    `<path d="M158,290 L242,290" stroke="${main.deep}" stroke-width="3"/>` +
    `<rect x="156" y="336" width="88" height="14" rx="5" fill="${defs.shadeCylinder(steel)}"/>` +
    drawShine(ctx, 170, 164, 8, 170, 0.35)
  );
}

function drawScale(ctx: DrawContext): string {
  const { defs, main, rng } = ctx;
  const grams = rng.pick(['18.0', '36.2', '15.5', '250', '20.4', '0.0']);
  const cup = rng.chance(0.6);
  const glow = rng.pick(['#7ff0ff', '#ffb347', '#ffffff', '#9cff9c']);
  return (
    `<path d="M92,248 L308,248 Q322,248 326,260 L342,296 L58,296 L74,260 Q78,248 92,248 Z" fill="${defs.shadeVertical(main.highlight, main.light)}"/>` +
    `<ellipse cx="200" cy="272" rx="98" ry="15" fill="${main.dark}"/>` +
    `<ellipse cx="200" cy="271" rx="94" ry="13" fill="${defs.shadeVertical(main.base, main.light)}"/>` +
    `<path d="M58,296 L342,296 L342,330 Q342,346 326,346 L74,346 Q58,346 58,330 Z" fill="${defs.shadeFlat(main)}"/>` +
    `<rect x="140" y="304" width="120" height="32" rx="6" fill="#16181b"/>` +
    drawDigits(grams, grams.length === 3 ? 172 : 160, 310, 20, glow) +
    `<circle cx="104" cy="320" r="9" fill="${main.dark}"/><circle cx="296" cy="320" r="9" fill="${main.dark}"/>` +
    `<circle cx="104" cy="320" r="5" fill="${ctx.accent.base}"/><circle cx="296" cy="320" r="5" fill="${main.light}"/>` +
    (cup
      ? `<path d="M164,206 L236,206 Q234,262 200,266 Q166,262 164,206 Z" fill="${defs.shadeCylinder(ctx.paper)}"/>` +
        `<ellipse cx="200" cy="206" rx="36" ry="7" fill="${ctx.paper.highlight}"/><ellipse cx="200" cy="207" rx="31" ry="5" fill="${ctx.coffee.crema}"/>` +
        `<path d="M234,218 Q256,220 250,240 Q244,254 226,250" fill="none" stroke="${ctx.paper.dark}" stroke-width="6"/>`
      : '')
  );
}

export const machineShapes = {
  'espresso-machine': { draw: drawEspressoMachine, footprint: 118, zoom: 1.08 },
  grinder: { draw: drawGrinder, footprint: 80, zoom: 1.05 },
  'hand-grinder': { draw: drawHandGrinder, footprint: 50, centre: 216, mirrorable: true },
  scale: { draw: drawScale, footprint: 150, zoom: 1.15 },
} satisfies Record<string, ShapeSpec>;
