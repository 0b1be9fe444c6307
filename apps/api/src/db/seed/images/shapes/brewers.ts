// Pour-over and immersion brewing gear: gooseneck kettles, cone drippers and French presses.
import { type DrawContext, fmt, type ShapeSpec } from '../draw-context.js';
import { drawShine } from './details.js';

function drawKettle(ctx: DrawContext): string {
  const { defs, main, rng } = ctx;
  const handle = rng.pick([ctx.wood, ctx.plastic, main]);
  const thermometer = rng.chance(0.4);
  const spout = 'M150,318 C104,318 92,298 94,250 C96,196 92,156 60,134';
  return (
    `<path d="M282,206 Q332,204 332,240 L326,300 Q324,314 300,312 L286,310" fill="none" stroke="${handle.dark}" stroke-width="16" stroke-linecap="round"/>` +
    `<path d="M282,204 Q328,202 328,238 L322,298" fill="none" stroke="${handle.light}" stroke-width="4" stroke-linecap="round" opacity="0.6"/>` +
    `<path d="${spout}" fill="none" stroke="${main.deep}" stroke-width="13" stroke-linecap="round"/>` +
    `<path d="${spout}" fill="none" stroke="${main.base}" stroke-width="8" stroke-linecap="round"/>` +
    `<path d="M148,314 C108,314 98,296 100,250 C102,200 98,162 70,140" fill="none" stroke="${main.highlight}" stroke-width="2.5" stroke-linecap="round" opacity="0.7"/>` +
    `<path d="M60,134 l-8,6" stroke="${main.deep}" stroke-width="8" stroke-linecap="round"/>` +
    `<path d="M136,348 Q126,348 127,336 L138,214 Q142,190 176,184 L254,184 Q288,190 292,214 L303,336 Q304,348 294,348 Z" fill="${defs.shadeCylinder(main)}"/>` +
    `<path d="M130,330 L300,330" stroke="${main.deep}" stroke-width="3" opacity="0.35"/>` +
    `<ellipse cx="215" cy="185" rx="40" ry="7" fill="${main.dark}"/>` +
    `<path d="M180,184 Q182,166 215,164 Q248,166 250,184 Z" fill="${defs.shadeCylinder(main)}"/>` +
    `<rect x="205" y="146" width="20" height="20" rx="6" fill="${defs.shadeCylinder(handle)}"/>` +
    (thermometer
      ? `<circle cx="242" cy="170" r="10" fill="${defs.shadeCylinder(ctx.steel)}"/><circle cx="242" cy="170" r="7" fill="#fbfaf6"/><path d="M242,170 l4,-5" stroke="#c8553d" stroke-width="1.6"/>`
      : '') +
    drawShine(ctx, 152, 206, 11, 120, 0.35)
  );
}

function drawDripper(ctx: DrawContext): string {
  const { defs, main, rng } = ctx;
  const server = `M148,262 Q140,262 142,276 L150,334 Q152,348 166,348 L234,348 Q248,348 250,334 L258,276 Q260,262 252,262 Z`;
  const clip = defs.addClip(`<path d="${server}"/>`);
  const level = rng.range(292, 312);
  const filter: string[] = [];
  for (let x = 122; x < 278; x += 9) filter.push(`L${x + 4.5},${fmt(128 + rng.range(-1, 1))} L${x + 9},134`);
  return (
    `<path d="M256,274 Q284,276 280,300 Q276,320 254,318" fill="none" stroke="#ffffff" stroke-opacity="0.85" stroke-width="6"/>` +
    `<g clip-path="${clip}"><rect x="130" y="${fmt(level)}" width="140" height="${fmt(360 - level)}" fill="${defs.shadeCylinder({ base: ctx.coffee.liquid, light: '#5a3825', highlight: '#7a4c30', dark: '#24150b', deep: '#1a0f08' })}"/></g>` +
    `<path d="${server}" fill="#ffffff" fill-opacity="0.3" stroke="#ffffff" stroke-opacity="0.9" stroke-width="3"/>` +
    drawShine(ctx, 156, 276, 7, 58, 0.7) +
    `<ellipse cx="200" cy="252" rx="76" ry="11" fill="${main.dark}"/>` +
    `<rect x="124" y="242" width="152" height="10" rx="5" fill="${defs.shadeCylinder(main)}"/>` +
    `<rect x="180" y="230" width="40" height="14" fill="${main.dark}"/>` +
    `<path d="M262,168 Q296,168 292,196 Q288,218 250,214" fill="none" stroke="${main.dark}" stroke-width="11" stroke-linecap="round"/>` +
    `<path d="M178,232 L116,142 L284,142 L222,232 Z" fill="${defs.shadeCylinder(main)}"/>` +
    `<path d="M178,232 Q200,240 222,232" fill="none" stroke="${main.deep}" stroke-width="2" opacity="0.5"/>` +
    `<path d="M122,134 ${filter.join(' ')} L278,146 L122,146 Z" fill="${ctx.paper.base}"/>` +
    `<ellipse cx="200" cy="142" rx="84" ry="13" fill="${main.light}"/>` +
    `<ellipse cx="200" cy="142" rx="74" ry="9" fill="${ctx.paper.dark}"/>` +
    `<ellipse cx="200" cy="144" rx="58" ry="6" fill="${ctx.coffee.bean}"/>` +
    drawShine(ctx, 150, 156, 9, 60, 0.35)
  );
}

function drawFrenchPress(ctx: DrawContext): string {
  const { defs, main, steel, rng } = ctx;
  const glass = `M142,150 L252,150 L252,330 L142,330 Z`;
  const clip = defs.addClip(`<path d="${glass}"/>`);
  const plunger = rng.range(176, 206);
  const metal = main;
  return (
    `<path d="M252,168 Q298,168 298,210 L298,268 Q298,304 252,304" fill="none" stroke="${main.deep}" stroke-width="18" stroke-linecap="round"/>` +
    `<path d="M254,166 Q294,168 294,208 L294,262" fill="none" stroke="${main.light}" stroke-width="5" stroke-linecap="round" opacity="0.7"/>` +
    `<g clip-path="${clip}"><rect x="142" y="${fmt(plunger)}" width="110" height="${fmt(340 - plunger)}" fill="${defs.shadeCylinder({ base: ctx.coffee.liquid, light: '#5a3825', highlight: '#7a4c30', dark: '#24150b', deep: '#1a0f08' })}"/>` +
    `<rect x="142" y="${fmt(plunger)}" width="110" height="8" fill="${ctx.coffee.crema}"/></g>` +
    `<rect x="140" y="${fmt(plunger - 5)}" width="114" height="6" rx="2" fill="${steel.light}"/>` +
    `<rect x="196" y="96" width="6" height="${fmt(plunger - 96)}" fill="${steel.dark}"/>` +
    `<path d="${glass}" fill="#ffffff" fill-opacity="0.22" stroke="#ffffff" stroke-opacity="0.9" stroke-width="3"/>` +
    drawShine(ctx, 152, 160, 9, 150, 0.6) +
    `<rect x="136" y="150" width="122" height="14" fill="${defs.shadeCylinder(metal)}"/>` +
    `<rect x="136" y="312" width="122" height="24" fill="${defs.shadeCylinder(metal)}"/>` +
    `<rect x="144" y="336" width="16" height="12" rx="3" fill="${metal.deep}"/><rect x="234" y="336" width="16" height="12" rx="3" fill="${metal.deep}"/>` +
    `<path d="M134,150 Q136,126 199,124 Q262,126 262,150 Z" fill="${defs.shadeCylinder(metal)}"/>` +
    `<path d="M136,150 L126,142 L138,140 Z" fill="${metal.dark}"/>` +
    `<rect x="194" y="104" width="10" height="22" fill="${defs.shadeCylinder(steel)}"/>` +
    `<circle cx="199" cy="94" r="13" fill="${defs.shadeCylinder(metal)}"/>`
  );
}

export const brewerShapes = {
  kettle: { draw: drawKettle, footprint: 92, centre: 200, mirrorable: true, zoom: 1.06 },
  dripper: { draw: drawDripper, footprint: 66, zoom: 1.2 },
  'french-press': { draw: drawFrenchPress, footprint: 66, centre: 212, mirrorable: true, zoom: 1.08 },
} satisfies Record<string, ShapeSpec>;
