import { COFFEE, createTone, PAPER, PLASTIC, pickAccent, STEEL, type Tone, WOOD } from './palette.js';
import type { Rng } from './prng.js';

export type GradientStop = readonly [offset: number, color: string, opacity?: number];

export type LabelPattern = 'beans' | 'stripes' | 'dots' | 'waves' | 'chevrons';

/**
 * Collects <defs> while a drawing is being built. Gradients use objectBoundingBox units, so one
 * "cylinder" gradient per tone can shade every body part of that tone, and memoising keeps the SVG small.
 */
export class Defs {
  readonly #items: string[] = [];
  readonly #memo = new Map<string, string>();
  #counter = 0;

  constructor(private readonly prefix: string) {}

  #nextId(): string {
    this.#counter += 1;
    return `${this.prefix}${this.#counter}`;
  }

  #memoise(key: string, build: (id: string) => string): string {
    const known = this.#memo.get(key);
    if (known) return known;
    const id = this.#nextId();
    this.#items.push(build(id));
    const ref = `url(#${id})`;
    this.#memo.set(key, ref);
    return ref;
  }

  addLinear(stops: readonly GradientStop[], x1 = 0, y1 = 0, x2 = 1, y2 = 0): string {
    const body = formatStops(stops);
    return this.#memoise(`L${x1},${y1},${x2},${y2}|${body}`, (id) => {
      return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${body}</linearGradient>`;
    });
  }

  addRadial(stops: readonly GradientStop[], cx = 0.5, cy = 0.5, r = 0.5, fx = cx, fy = cy): string {
    const body = formatStops(stops);
    return this.#memoise(`R${cx},${cy},${r},${fx},${fy}|${body}`, (id) => {
      return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}" fx="${fx}" fy="${fy}">${body}</radialGradient>`;
    });
  }

  /** Registers a clip path in user space and returns the value for a clip-path attribute. */
  addClip(shape: string): string {
    return this.#memoise(`C|${shape}`, (id) => `<clipPath id="${id}">${shape}</clipPath>`);
  }

  /** Horizontal shading for round bodies: lit on the left, rolling into shadow on the right. */
  shadeCylinder(tone: Tone): string {
    return this.addLinear([
      [0, tone.dark],
      [0.16, tone.base],
      [0.32, tone.light],
      [0.42, tone.highlight],
      [0.56, tone.light],
      [0.82, tone.base],
      [1, tone.dark],
    ]);
  }

  /** Softer variant for flat-fronted boxes, where a strong specular band would look wrong. */
  shadeFlat(tone: Tone): string {
    return this.addLinear([
      [0, tone.light],
      [0.5, tone.base],
      [1, tone.dark],
    ]);
  }

  /** Top-to-bottom fade, mostly for lids and top faces. */
  shadeVertical(top: string, bottom: string): string {
    return this.addLinear(
      [
        [0, top],
        [1, bottom],
      ],
      0,
      0,
      0,
      1,
    );
  }

  render(): string {
    return `<defs>${this.#items.join('')}</defs>`;
  }
}

function formatStops(stops: readonly GradientStop[]): string {
  return stops
    .map(([offset, color, opacity]) => {
      const alpha = opacity === undefined ? '' : ` stop-opacity="${opacity}"`;
      return `<stop offset="${offset}" stop-color="${color}"${alpha}/>`;
    })
    .join('');
}

/** Everything a shape needs to draw itself: colours, seeded choices and a place to put gradients. */
export type DrawContext = {
  rng: Rng;
  defs: Defs;
  main: Tone;
  accent: Tone;
  steel: Tone;
  plastic: Tone;
  wood: Tone;
  paper: Tone;
  coffee: typeof COFFEE;
  pattern: LabelPattern;
};

const PATTERNS: readonly LabelPattern[] = ['beans', 'stripes', 'dots', 'waves', 'chevrons'];

export function createDrawContext(color: string, rng: Rng, idPrefix: string): DrawContext {
  const accentHex = pickAccent(color, rng.next());
  return {
    rng,
    defs: new Defs(idPrefix),
    main: createTone(color),
    accent: createTone(accentHex),
    steel: createTone(STEEL),
    plastic: createTone(PLASTIC),
    wood: createTone(WOOD),
    paper: createTone(PAPER),
    coffee: COFFEE,
    pattern: rng.pick(PATTERNS),
  };
}

/** Rounds coordinates so the SVG stays short and identical across platforms. */
export function fmt(n: number): string {
  return String(Math.round(n * 10) / 10);
}

/**
 * A drawable product. Shapes draw in a 400×400 stage with the floor at y = 350, so scenes can place any
 * kind the same way.
 */
export type ShapeSpec = {
  draw: (ctx: DrawContext) => string;
  /** Half-width of the floor contact, for sizing the shadow. */
  footprint: number;
  /** Horizontal centre of the floor contact when the drawing is deliberately off-centre. */
  centre?: number;
  /** Whether a mirrored view still looks natural (handles and spouts may swap sides; labels must not). */
  mirrorable?: boolean;
  /** Enlarges squat objects so every tile feels equally full. */
  zoom?: number;
};

export const FLOOR = 350;

/** Numeric rounding for scale factors and opacities, which need more precision than coordinates. */
export function roundTo(n: number, places: number): number {
  const f = 10 ** places;
  return Math.round(n * f) / f;
}
