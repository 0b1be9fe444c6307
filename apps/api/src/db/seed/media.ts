import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Storage } from '../../lib/storage.js';
import { demoProducts, IMAGES_PER_PRODUCT, mediaPaths } from './catalog-source.js';
import { demoPosts, demoRecipes } from './content.js';
import { advertisements, sliders } from './data/banners.js';
import { brands } from './data/brands.js';
import { categories } from './data/categories.js';
import { sellers } from './data/sellers.js';
import type { SeedImageKind } from './data/types.js';
import { placeholderSvg } from './images/placeholder.js';
import { renderBannerImage, renderCategoryImage, renderLogo, renderProductImage } from './images/render.js';

const CATEGORY_ART: Record<string, { kind: SeedImageKind; color: string }> = {
  coffee: { kind: 'bag', color: '#6F4E37' },
  'espresso-machines': { kind: 'espresso-machine', color: '#3A3A3C' },
  grinders: { kind: 'hand-grinder', color: '#8B5A2B' },
  brewing: { kind: 'dripper', color: '#D9A066' },
  accessories: { kind: 'scale', color: '#2F4F4F' },
  'cups-mugs': { kind: 'mug', color: '#C0623B' },
  'syrups-sweeteners': { kind: 'bottle', color: '#A0522D' },
  gifts: { kind: 'gift-box', color: '#8E3B46' },
};

const LOGO_COLORS = ['#6F4E37', '#2F5D50', '#8E3B46', '#B5651D', '#3B5B7A', '#4A4A4A', '#7A5C99', '#A0522D'];

/** A stable number from a slug, so an image never changes between runs. */
function seedOf(text: string): number {
  let hash = 2_166_136_261;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 16_777_619);
  return hash >>> 0;
}

/** Where the shipped demo videos are: beside the sources, or copied beside the bundle (build.mjs). */
function seedVideosDir(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  return here.endsWith(`${path.sep}dist`) ? path.join(here, 'seed-videos') : path.join(here, 'videos');
}

type Job = { file: string; render: () => Promise<Buffer> | Buffer };

function demoMediaJobs(): Job[] {
  const jobs: Job[] = [{ file: '/media/placeholder.svg', render: () => Buffer.from(placeholderSvg()) }];
  for (const product of demoProducts) {
    for (let index = 0; index < IMAGES_PER_PRODUCT; index++) {
      jobs.push({
        file: mediaPaths.product(product.slug, index),
        render: () =>
          renderProductImage({
            kind: product.image.kind,
            color: product.image.color,
            seed: seedOf(product.slug) + index,
          }),
      });
    }
  }
  for (const category of categories) {
    const art = CATEGORY_ART[category.slug] ?? { kind: 'bag', color: '#6F4E37' };
    jobs.push({
      file: mediaPaths.category(category.slug),
      render: () => renderCategoryImage({ ...art, seed: seedOf(category.slug) }),
    });
  }
  for (const [index, brand] of brands.entries()) {
    jobs.push({
      file: mediaPaths.brand(brand.slug),
      render: () =>
        renderLogo({
          seed: seedOf(brand.slug),
          color: LOGO_COLORS[index % LOGO_COLORS.length]!,
          shape: 'rounded',
        }),
    });
  }
  for (const [index, seller] of sellers.entries()) {
    jobs.push({
      file: mediaPaths.seller(seller.slug),
      render: () =>
        renderLogo({
          seed: seedOf(seller.slug),
          color: LOGO_COLORS[(index + 3) % LOGO_COLORS.length]!,
          shape: seller.is_coffee_shop ? 'circle' : 'shield',
        }),
    });
  }
  for (const [index, slider] of sliders.entries()) {
    jobs.push({
      file: mediaPaths.slider(index),
      render: () => renderBannerImage({ ...slider.image, seed: seedOf(slider.title_en) }),
    });
  }
  for (const [index, ad] of advertisements.entries()) {
    jobs.push({
      file: mediaPaths.advertisement(index),
      render: () => renderBannerImage({ ...ad.image, seed: seedOf(ad.title_en), width: 800, height: 480 }),
    });
  }
  for (const post of demoPosts) {
    jobs.push({
      file: mediaPaths.blogCover(post.slug),
      render: () => renderBannerImage({ ...post.image, seed: seedOf(post.slug), width: 1200, height: 675 }),
    });
  }
  for (const post of demoPosts) {
    const video = post.video_url?.startsWith('/media/videos/') ? post.video_url : undefined;
    if (video)
      jobs.push({ file: video, render: () => readFile(path.join(seedVideosDir(), path.basename(video))) });
  }
  for (const recipe of demoRecipes) {
    jobs.push({
      file: mediaPaths.recipe(recipe.slug),
      render: () => renderProductImage({ ...recipe.image, seed: seedOf(recipe.slug), size: 800 }),
    });
  }
  return jobs;
}

/** Renders the demo store's images that are not stored yet (on disk or in the bucket); a second start renders none. */
export async function ensureDemoMedia(storage: Storage): Promise<{ rendered: number; present: number }> {
  const jobs = demoMediaJobs().map((job) => ({ ...job, key: job.file.replace(/^\/media\//, '') }));
  const stored = new Set(await storage.list('media'));
  const missing = jobs.filter((job) => !stored.has(job.key));
  const WORKERS = 4;
  let next = 0;
  await Promise.all(
    Array.from({ length: WORKERS }, async () => {
      while (next < missing.length) {
        const job = missing[next++]!;
        await storage.put('media', job.key, await job.render());
      }
    }),
  );
  return { rendered: missing.length, present: jobs.length - missing.length };
}
