#!/usr/bin/env node
// `node scripts/make-app-icons.mjs`: draws the installable store's icons (decision 0037) into
// apps/web/public/icons from the mark in apps/web/src/app/icon.svg — a caramel bean on an espresso disc — so
// no icon comes from anywhere else. "any" icons: the disc on transparent. "maskable" icons: the bean on a
// full-bleed espresso square, inside the middle 60 % (the safe zone is the central circle of 80 %), so any
// launcher mask (circle, squircle, teardrop) keeps the whole bean. The PNGs are committed; run this again
// only when the mark changes. Uses sharp (librsvg), already installed for the API's image pipeline.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const ESPRESSO = '#2a1b12';
const CARAMEL = '#e2b47f';
const out = path.resolve(import.meta.dirname, '../apps/web/public/icons');

/** The bean and its crease, as in icon.svg, on a 32-unit grid centred at 16,16. */
const bean = `<ellipse cx="16" cy="16" rx="7.5" ry="10.5" transform="rotate(35 16 16)" fill="${CARAMEL}"/>
  <path d="M11.2 22.7c2.5-1.6 2.7-4 3.2-6.4.6-2.5 1.9-5 6.8-7" stroke="${ESPRESSO}" stroke-width="1.6" stroke-linecap="round" fill="none"/>`;

const anySvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">
  <circle cx="16" cy="16" r="16" fill="${ESPRESSO}"/>${bean}</svg>`;

// The bean spans about 21 of 32 units: scaled by 0.85 it covers ~56 % of the square, well inside the 80 % circle.
const maskableSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">
  <rect width="32" height="32" fill="${ESPRESSO}"/>
  <g transform="translate(16 16) scale(0.85) translate(-16 -16)">${bean}</g></svg>`;

// Apple's touch icon is drawn on a square (iOS rounds the corners itself and shows transparency as black).
const appleSvg = maskableSvg;

const ICONS = [
  { file: 'icon-192.png', svg: anySvg, size: 192 },
  { file: 'icon-512.png', svg: anySvg, size: 512 },
  { file: 'maskable-192.png', svg: maskableSvg, size: 192 },
  { file: 'maskable-512.png', svg: maskableSvg, size: 512 },
  { file: 'apple-touch-icon.png', svg: appleSvg, size: 180 },
];

mkdirSync(out, { recursive: true });
for (const { file, svg, size } of ICONS) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(path.join(out, file));
  console.log(`${file} ${size}×${size}`);
}
