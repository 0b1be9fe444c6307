import { writeFile } from 'node:fs/promises';
import sharp from 'sharp';
import type { SeedImageKind } from '../data/types.js';
import { renderProductImage } from './render.js';

const [kind, color, seed, out] = process.argv.slice(2);
const buf = await renderProductImage({ kind: kind as SeedImageKind, color: color!, seed: Number(seed) });
await writeFile(out!, await sharp(buf).png().toBuffer());
