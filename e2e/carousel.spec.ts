import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import type { Lang } from './support/texts';

/**
 * The home page's carousels are CSS scroll-snap rows driven by two buttons (decision 0015): on a phone the
 * next button moves one card along the reading direction (to the left in Arabic), and the hero's dots follow.
 */
const TEXTS: Record<Lang, { featured: string; hero: string; next: string; previous: string }> = {
  en: {
    featured: 'Featured products',
    hero: 'Featured offers',
    next: 'Next slide',
    previous: 'Previous slide',
  },
  ar: { featured: 'منتجات مختارة', hero: 'عروض مميزة', next: 'الشريحة التالية', previous: 'الشريحة السابقة' },
};

test.use({ viewport: { width: 412, height: 823 }, hasTouch: true, isMobile: true });

/** Left edge of the first slide of a carousel, as the shopper sees it. */
async function firstSlideLeft(carousel: Locator): Promise<number> {
  const box = await carousel.getByRole('group').first().boundingBox();
  if (!box) throw new Error('the first slide has no box');
  return box.x;
}

async function settledLeft(page: Page, carousel: Locator): Promise<number> {
  let last = Number.NaN;
  // Smooth scrolling and snapping take a few frames: read until two reads agree.
  await expect
    .poll(async () => {
      const now = await firstSlideLeft(carousel);
      const same = now === last;
      last = now;
      return same;
    })
    .toBe(true);
  await page.waitForTimeout(50);
  return firstSlideLeft(carousel);
}

test('carousels move one card along the reading direction, and back', async ({ page, lang }) => {
  const t = TEXTS[lang];
  await page.goto('/');
  const featured = page.getByRole('region', { name: t.featured });
  await featured.scrollIntoViewIfNeeded();
  const next = featured.getByRole('button', { name: t.next });
  const previous = featured.getByRole('button', { name: t.previous });
  await expect(previous).toHaveAttribute('aria-disabled', 'true');
  await expect(next).toHaveAttribute('aria-disabled', 'false');

  const before = await settledLeft(page, featured);
  await next.click();
  await expect(previous).toHaveAttribute('aria-disabled', 'false');
  const after = await settledLeft(page, featured);
  const card = (await featured.getByRole('group').first().boundingBox())?.width ?? 0;
  // English rows run left to right, so the first card leaves to the left; Arabic rows the other way.
  if (lang === 'ar') expect(after - before).toBeCloseTo(card, -1);
  else expect(before - after).toBeCloseTo(card, -1);

  await previous.click();
  await expect(previous).toHaveAttribute('aria-disabled', 'true');
  expect(await settledLeft(page, featured)).toBeCloseTo(before, -1);
});

test('the hero moves with its buttons, its dot follows, and it loops at the ends', async ({ page, lang }) => {
  const t = TEXTS[lang];
  await page.goto('/');
  const hero = page.getByRole('region', { name: t.hero });
  const current = hero.locator('button[aria-current="true"]');
  const count = await hero.getByRole('group').count();
  expect(count).toBeGreaterThan(1);
  await expect(current).toHaveCount(1);
  const firstDot = await current.getAttribute('aria-label');

  await hero.getByRole('button', { name: t.next }).click();
  await expect(current).not.toHaveAttribute('aria-label', firstDot ?? '');
  const slide = hero.getByRole('group').nth(1);
  await expect(slide).toBeInViewport({ ratio: 0.9 });

  await hero.getByRole('button', { name: t.previous }).click();
  await expect(current).toHaveAttribute('aria-label', firstDot ?? '');
  await hero.getByRole('button', { name: t.previous }).click();
  await expect(hero.getByRole('group').nth(count - 1)).toBeInViewport({ ratio: 0.9 });
  await expect(current).not.toHaveAttribute('aria-label', firstDot ?? '');
});
