// Visual check for the generator: renders every kind in a few colours and seeds, banners, logos and
// tiles, then writes contact sheets and prints timings.
// Usage: npx tsx src/db/seed/images/preview.ts /tmp/img-preview
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import type { SeedImageKind } from '../data/types.js';
import { placeholderSvg } from './placeholder.js';
import { renderBannerImage, renderCategoryImage, renderLogo, renderProductImage } from './render.js';
import { SHAPES } from './shapes/index.js';

const KINDS = Object.keys(SHAPES) as SeedImageKind[];
const COLOURS = [
  '#1f1f1f',
  '#c0392b',
  '#ece6da',
  '#2f6f5e',
  '#b87333',
  '#3d5a80',
  '#6f4e37',
  '#c9ced3',
  '#d9a441',
];

async function buildSheet(
  images: Buffer[],
  cols: number,
  cell: { w: number; h: number },
  gap = 8,
): Promise<Buffer> {
  const rows = Math.ceil(images.length / cols);
  const tiles = await Promise.all(
    images.map((img) =>
      sharp(img).resize(cell.w, cell.h, { fit: 'contain', background: '#ffffff' }).png().toBuffer(),
    ),
  );
  return sharp({
    create: {
      width: cols * (cell.w + gap) + gap,
      height: rows * (cell.h + gap) + gap,
      channels: 3,
      background: '#ffffff',
    },
  })
    .composite(
      tiles.map((input, i) => ({
        input,
        left: gap + (i % cols) * (cell.w + gap),
        top: gap + Math.floor(i / cols) * (cell.h + gap),
      })),
    )
    .png()
    .toBuffer();
}

async function measureProducts(
  count: number,
): Promise<{ ms: number; cpuMs: number; avg: number; max: number }> {
  // CPU time is reported too, because wall time on a shared machine says as much about the neighbours.
  const cpu = process.cpuUsage();
  const started = performance.now();
  const buffers = await Promise.all(
    Array.from({ length: count }, (_, i) =>
      renderProductImage({
        kind: KINDS[i % KINDS.length]!,
        color: COLOURS[i % COLOURS.length]!,
        seed: 1000 + i,
      }),
    ),
  );
  const ms = performance.now() - started;
  const used = process.cpuUsage(cpu);
  const cpuMs = (used.user + used.system) / 1000;
  const sizes = buffers.map((b) => b.length);
  return { ms, cpuMs, avg: sizes.reduce((a, b) => a + b, 0) / count, max: Math.max(...sizes) };
}

async function main(): Promise<void> {
  const out = process.argv[2] ?? '/tmp/img-preview';
  await mkdir(out, { recursive: true });

  const products: Buffer[] = [];
  for (const [k, kind] of KINDS.entries()) {
    for (let j = 0; j < 3; j++) {
      products.push(
        await renderProductImage({ kind, color: COLOURS[(k + j * 4) % COLOURS.length]!, seed: k * 7 + j }),
      );
    }
  }
  await writeFile(join(out, 'sheet.png'), await buildSheet(products, 9, { w: 200, h: 200 }));
  const half = Math.ceil(KINDS.length / 2) * 3;
  await writeFile(
    join(out, 'products-a.png'),
    await buildSheet(products.slice(0, half), 6, { w: 300, h: 300 }),
  );
  await writeFile(join(out, 'products-b.png'), await buildSheet(products.slice(half), 6, { w: 300, h: 300 }));

  const sameColour = await Promise.all(
    [1, 2, 3, 4].flatMap((seed) =>
      (['bag', 'mug', 'capsules'] as const).map((kind) =>
        renderProductImage({ kind, color: '#6f4e37', seed }),
      ),
    ),
  );
  await writeFile(join(out, 'same-colour.png'), await buildSheet(sameColour, 6, { w: 260, h: 260 }));

  const banners = await Promise.all(
    (['espresso-machine', 'bag', 'cezve', 'kettle', 'gift-box', 'mug'] as const).map((kind, i) =>
      renderBannerImage({ kind, color: COLOURS[(i * 2 + 1) % COLOURS.length]!, seed: i }),
    ),
  );
  await writeFile(join(out, 'banners.png'), await buildSheet(banners, 2, { w: 800, h: 320 }));
  await writeFile(join(out, 'banner-0.webp'), banners[0]!);

  const shapes = ['circle', 'shield', 'rounded'] as const;
  const logos = await Promise.all(
    Array.from({ length: 18 }, (_, i) =>
      renderLogo({ seed: i, color: COLOURS[i % COLOURS.length]!, shape: shapes[i % 3]! }),
    ),
  );
  await writeFile(join(out, 'logos.png'), await buildSheet(logos, 6, { w: 160, h: 160 }));

  const tiles = await Promise.all(
    KINDS.slice(0, 12).map((kind, i) =>
      renderCategoryImage({ kind, color: COLOURS[i % COLOURS.length]!, seed: i }),
    ),
  );
  await writeFile(join(out, 'tiles.png'), await buildSheet(tiles, 6, { w: 200, h: 200 }));
  await writeFile(join(out, 'placeholder.png'), await sharp(Buffer.from(placeholderSvg())).png().toBuffer());

  const again = await renderProductImage({ kind: 'bag', color: '#6f4e37', seed: 1 });
  const deterministic = again.equals(sameColour[0]!);

  await measureProducts(10);
  const timing = await measureProducts(200);
  const bannerSizes = banners.map((b) => b.length);
  const logoSizes = logos.map((b) => b.length);
  const tileSizes = tiles.map((b) => b.length);
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  console.log(
    `200 product images (800 px): ${timing.ms.toFixed(0)} ms wall, ${timing.cpuMs.toFixed(0)} ms CPU, avg ${kb(timing.avg)}, max ${kb(timing.max)}`,
  );
  console.log(`banners: avg ${kb(bannerSizes.reduce((a, b) => a + b, 0) / bannerSizes.length)}`);
  console.log(`logos: avg ${kb(logoSizes.reduce((a, b) => a + b, 0) / logoSizes.length)}`);
  console.log(`tiles: avg ${kb(tileSizes.reduce((a, b) => a + b, 0) / tileSizes.length)}`);
  console.log(`deterministic: ${deterministic}`);
  console.log(`sheets written to ${out}`);
}

await main();
