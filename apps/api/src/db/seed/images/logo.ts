// Brand and seller emblems. Deliberately wordless: no fonts are guaranteed at seed time, and a mark
// reads the same in English and Arabic.
import { Defs, fmt, roundTo } from './draw-context.js';
import {
  createTone,
  darken,
  getLuminance,
  lighten,
  measureContrast,
  mixColors,
  PAPER,
  pickAccent,
} from './palette.js';
import { createRng, mixSeed, type Rng } from './prng.js';
import { drawBean } from './shapes/details.js';

export type LogoShape = 'circle' | 'shield' | 'rounded';

// Marks are drawn around (0, 0) within roughly ±60 so the badge can centre and scale them freely.
type MarkDrawer = (ink: string, ground: string, rng: Rng) => string;

const MARKS: readonly MarkDrawer[] = [
  (ink, ground) => drawBean(0, 0, 52, 32, ink, ground),
  (ink, ground) =>
    `<path d="M-40,-6 L40,-6 Q38,40 0,42 Q-38,40 -40,-6 Z" fill="${ink}"/>` +
    `<path d="M36,2 Q58,2 56,18 Q54,34 30,30" fill="none" stroke="${ink}" stroke-width="8"/>` +
    `<rect x="-54" y="46" width="108" height="8" rx="4" fill="${ink}"/>` +
    `<path d="M-14,-18 q-10,-12 0,-24 q10,-12 0,-24 M10,-18 q-10,-12 0,-24 q10,-12 0,-24" fill="none" stroke="${ink}" stroke-width="6" stroke-linecap="round"/>` +
    `<rect x="-30" y="4" width="60" height="5" rx="2.5" fill="${ground}" opacity="0.5"/>`,
  (ink, ground) =>
    `<path d="M0,58 C-54,30 -54,-30 0,-62 C54,-30 54,30 0,58 Z" fill="${ink}" transform="rotate(-28)"/>` +
    `<path d="M0,52 L0,-54 M0,22 L-24,2 M0,22 L24,2 M0,-6 L-22,-26 M0,-6 L22,-26" stroke="${ground}" stroke-width="5" stroke-linecap="round" fill="none" transform="rotate(-28)"/>`,
  (ink, ground) =>
    `<path d="M-34,-16 Q-22,-10 -22,4 Q-46,30 -38,48 Q-36,56 -26,56 L22,56 Q32,56 34,48 Q42,30 18,4 Q18,-10 30,-16 Z" fill="${ink}"/>` +
    `<path d="M16,6 L66,-34" stroke="${ink}" stroke-width="9" stroke-linecap="round"/>` +
    `<path d="M-34,22 Q-2,30 30,22" stroke="${ground}" stroke-width="4" fill="none" opacity="0.6"/>` +
    `<path d="M-8,-28 q-8,-10 0,-20 q8,-10 0,-20" fill="none" stroke="${ink}" stroke-width="5" stroke-linecap="round"/>`,
  (ink, ground, rng) => {
    const rays: string[] = [];
    const n = rng.pick([12, 16, 20]);
    for (let i = 0; i < n; i++) {
      const a = (i / n) * Math.PI * 2;
      rays.push(
        `M${fmt(Math.cos(a) * 40)},${fmt(Math.sin(a) * 40)} L${fmt(Math.cos(a) * 62)},${fmt(Math.sin(a) * 62)}`,
      );
    }
    return `<path d="${rays.join(' ')}" stroke="${ink}" stroke-width="6" stroke-linecap="round"/>${drawBean(0, 0, 30, 30, ink, ground)}`;
  },
  (ink, ground) =>
    `<path d="M-30,-60 Q-4,-40 6,-6" fill="none" stroke="${ink}" stroke-width="6" stroke-linecap="round"/>` +
    `<path d="M-30,-60 C-2,-70 26,-56 24,-30 C2,-28 -20,-40 -30,-60 Z" fill="${ink}"/>` +
    `<circle cx="-18" cy="20" r="26" fill="${ink}"/><circle cx="26" cy="24" r="24" fill="${ink}"/>` +
    `<circle cx="-26" cy="12" r="6" fill="${ground}" opacity="0.45"/><circle cx="18" cy="16" r="5" fill="${ground}" opacity="0.45"/>`,
  (ink, ground) =>
    [0, 120, 240]
      .map((a) => `<g transform="rotate(${a})">${drawBean(0, -30, 26, 0, ink, ground)}</g>`)
      .join(''),
];

function drawBadge(shape: LogoShape): string {
  if (shape === 'circle') return '<circle cx="128" cy="128" r="120"/>';
  if (shape === 'rounded') return '<rect x="10" y="10" width="236" height="236" rx="56"/>';
  return '<path d="M128,8 L232,40 Q238,150 128,248 Q18,150 24,40 Z"/>';
}

export function composeLogoSvg(seed: number, color: string, shape: LogoShape): string {
  const rng = createRng(mixSeed(seed, 'logo', color, shape));
  const defs = new Defs('l');
  const tone = createTone(color);
  const light = getLuminance(color) > 0.6;
  const accent = pickAccent(color, rng.next());
  // Light badges take a dark mark and vice versa, so the emblem is legible at favicon sizes.
  const tinted = mixColors(accent, '#ffffff', 0.3);
  const ink = light
    ? darken(color, 0.7)
    : rng.chance(0.3) && measureContrast(tinted, tone.base) > 2.6
      ? tinted
      : PAPER;
  const fill = defs.addLinear(
    [
      [0, lighten(tone.base, 0.18)],
      [1, tone.dark],
    ],
    0,
    0,
    1,
    1,
  );
  const badge = drawBadge(shape);
  const ring = `<g transform="translate(128 128) scale(0.86) translate(-128 -128)" fill="none" stroke="${ink}" stroke-opacity="0.55" stroke-width="${fmt(4 / 0.86)}">${badge}</g>`;
  const dots: string[] = [];
  if (rng.chance(0.5) && shape === 'circle') {
    for (let i = 0; i < 24; i++) {
      const a = (i / 24) * Math.PI * 2;
      dots.push(`<circle cx="${fmt(128 + Math.cos(a) * 93)}" cy="${fmt(128 + Math.sin(a) * 93)}" r="2.4"/>`);
    }
  }
  const mark = rng.pick(MARKS)(ink, tone.base, rng);
  const markScale = roundTo(rng.range(0.92, 1.05), 2);
  const markY = shape === 'shield' ? 118 : 128;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">${defs.render()}` +
    `<g fill="${fill}">${badge}</g>${ring}<g fill="${ink}" opacity="0.6">${dots.join('')}</g>` +
    `<g transform="translate(128 ${markY}) scale(${markScale})">${mark}</g></svg>`
  );
}
