// Colour arithmetic in plain sRGB hex. Perceptual accuracy is not needed for illustrations; predictable,
// dependency-free maths is.

type Rgb = { r: number; g: number; b: number };

/** Used when seed data carries a malformed colour, so one typo does not abort the whole seed run. */
const FALLBACK = '#6f4e37';

function parseHex(hex: string): Rgb {
  let h = hex.trim().replace(/^#/, '');
  if (/^[0-9a-f]{3}$/i.test(h)) h = h.replace(/./g, (c) => c + c);
  if (!/^[0-9a-f]{6}$/i.test(h)) return parseHex(FALLBACK);
  const n = Number.parseInt(h, 16);
  return { r: (n >> 16) & 255, g: (n >> 8) & 255, b: n & 255 };
}

function formatHex({ r, g, b }: Rgb): string {
  const clamp = (v: number) => Math.max(0, Math.min(255, Math.round(v)));
  return `#${((1 << 24) | (clamp(r) << 16) | (clamp(g) << 8) | clamp(b)).toString(16).slice(1)}`;
}

/** Normalises any accepted spelling (#abc, ABCDEF) to lowercase #rrggbb. */
export function normalizeHex(hex: string): string {
  return formatHex(parseHex(hex));
}

/** Linear blend: t = 0 gives `a`, t = 1 gives `b`. */
export function mixColors(a: string, b: string, t: number): string {
  const x = parseHex(a);
  const y = parseHex(b);
  return formatHex({ r: x.r + (y.r - x.r) * t, g: x.g + (y.g - x.g) * t, b: x.b + (y.b - x.b) * t });
}

export function lighten(color: string, t: number): string {
  return mixColors(color, '#ffffff', t);
}

export function darken(color: string, t: number): string {
  return mixColors(color, '#000000', t);
}

/** WCAG relative luminance, 0 (black) … 1 (white). */
export function getLuminance(color: string): number {
  const { r, g, b } = parseHex(color);
  const lin = (v: number) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** WCAG contrast ratio, 1 … 21. */
export function measureContrast(a: string, b: string): number {
  const [hi, lo] = [getLuminance(a), getLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

function measureDistance(a: string, b: string): number {
  const x = parseHex(a);
  const y = parseHex(b);
  return Math.hypot(x.r - y.r, x.g - y.g, x.b - y.b);
}

/** The shades a body needs to look lit from the upper left. */
export type Tone = { base: string; light: string; highlight: string; dark: string; deep: string };

export function createTone(color: string): Tone {
  const base = normalizeHex(color);
  const lum = getLuminance(base);
  // Near-white bodies would vanish if shaded towards pure grey, so their shadows lean warm and stay soft;
  // near-black bodies need stronger highlights to show any form at all.
  const shadowInk = lum > 0.7 ? '#6b5a48' : '#000000';
  return {
    base,
    light: lighten(base, lum < 0.05 ? 0.22 : 0.3),
    highlight: lighten(base, lum < 0.05 ? 0.45 : 0.62),
    dark: mixColors(base, shadowInk, lum > 0.7 ? 0.22 : 0.28),
    deep: mixColors(base, shadowInk, lum > 0.7 ? 0.4 : 0.5),
  };
}

// Curated accents that read well next to coffee browns; raw random hues look garish.
const ACCENTS = [
  '#d9a441',
  '#c8553d',
  '#2a9d8f',
  '#e9c46a',
  '#8ab17d',
  '#f4a261',
  '#3d5a80',
  '#b5838d',
  '#e76f51',
  '#6d597a',
  '#f2e8cf',
  '#588157',
];

/** Picks a seeded accent that stays visibly different from the main colour. */
export function pickAccent(main: string, roll: number): string {
  const start = Math.floor(roll * ACCENTS.length);
  for (let i = 0; i < ACCENTS.length; i++) {
    const candidate = ACCENTS[(start + i) % ACCENTS.length]!;
    if (measureDistance(candidate, main) > 110) return candidate;
  }
  return ACCENTS[start % ACCENTS.length]!;
}

export const COFFEE = { liquid: '#3b2416', crema: '#b07a45', bean: '#5a3520', beanCrease: '#2e1a0e' };
export const PAPER = '#f7f1e6';
export const STEEL = '#b9bfc6';
export const PLASTIC = '#2b2a2e';
export const WOOD = '#a0683a';
