import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { seasonOn } from '../apps/web/src/features/season/season';
import { expect, expectDocumentLanguage, settle, test } from './fixtures';
import { auditPart } from './support/audit';
import { CART_TEXTS } from './support/texts-cart';
import { CONTENT_TEXTS } from './support/texts-content';

const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * A new page as a shopper sees it: in its language, settled, photographed full length into e2e/screenshots/
 * (not committed) and checked with axe-core over the whole page, header and footer included.
 */
async function check(page: Page, name: string, lang: 'en' | 'ar', testInfo: TestInfo) {
  await expectDocumentLanguage(page, lang);
  await settle(page);
  await page.screenshot({
    path: path.join(testInfo.project.testDir, 'screenshots', `${name}-${lang}.png`),
    fullPage: true,
  });
  await auditPart(page, `${name}-${lang}`, testInfo, 'body');
}

test.describe('blog, recipes and store pages', () => {
  // axe-core takes 10 to 15 s on a long page on a busy two-core machine.
  test.describe.configure({ timeout: 120_000 });

  test('blog: lists by type, an article, a review of a product, a video that plays or links', async ({
    page,
    lang,
  }, testInfo) => {
    const c = CONTENT_TEXTS[lang];
    await page.goto('/blog');
    await expect(page.getByRole('heading', { level: 1, name: c.blog })).toBeVisible();
    await check(page, 'blog', lang, testInfo);

    const main = page.getByRole('main');
    await main.getByRole('link', { name: c.articles, exact: true }).click();
    await expect(page).toHaveURL(/\/blog\/articles$/);
    await expect(main.getByRole('link', { name: c.articles, exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const first = main.getByRole('article').first();
    const title = (await first.getByRole('heading').textContent())?.trim() ?? '';
    await first.getByRole('link').click();
    await expect(page).toHaveURL(/\/articles\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByText(c.readingTime).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: c.share })).toBeVisible();
    await check(page, 'article', lang, testInfo);

    await page.goto('/blog/reviews');
    await page.getByRole('article').first().getByRole('link').click();
    await expect(page).toHaveURL(/\/blog\/reviews\/\d+$/);
    await expect(page.getByRole('heading', { name: c.relatedProducts })).toBeVisible();
    await check(page, 'review', lang, testInfo);
    // The review leads to its product.
    await page.locator('header').getByRole('link').last().click();
    await expect(page).toHaveURL(/\/single-product\/\d+$/);

    await page.goto('/blog/videos');
    // A video is watched, not read: no reading time on its card.
    await expect(page.getByRole('article').first()).not.toContainText(/min read|قراءة في/);
    await page.getByRole('article').first().getByRole('link').click();
    await expect(page).toHaveURL(/\/videos\/\d+$/);
    await page.getByRole('button', { name: c.playVideo }).click();
    // The demo videos come from the store itself, through its security policy: the video plays.
    const dialog = page.getByRole('dialog');
    const video = dialog.locator('video');
    await expect(video).toHaveAttribute('src', /^\/media\/videos\/[a-z0-9-]+\.webm$/);
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 20_000 })
      .toBeGreaterThan(0.5);
    await expect(dialog.getByText(c.videoUnavailable)).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await check(page, 'video', lang, testInfo);
  });

  test('recipes: a category chip, a recipe with numbered steps, its coffee into the cart', async ({
    page,
    lang,
  }, testInfo) => {
    const c = CONTENT_TEXTS[lang];
    await page.goto('/recipes');
    await check(page, 'recipes', lang, testInfo);
    await page.getByRole('link', { name: c.icedCategory }).click();
    await expect(page).toHaveURL(/\/recipes\?category=iced$/);
    const cards = page.getByRole('article');
    await expect(cards.first()).toBeVisible();
    for (const card of await cards.all()) await expect(card).toContainText(c.icedCategory);

    await page.goto('/recipes');
    // Cold brew: its coffee and its pot are both sold here, in one option each.
    const coldBrew = page
      .getByRole('article')
      .filter({ has: page.getByRole('link', { name: /Cold Brew|كولد برو/ }) });
    await coldBrew.getByRole('link').click();
    await expect(page).toHaveURL(/\/single-recipe\/\d+$/);
    await expect(page.getByRole('heading', { name: c.ingredients, exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: c.method, exact: true })).toBeVisible();
    const structured = await page.locator('script[type="application/ld+json"]').first().textContent();
    expect(JSON.parse(structured ?? '{}')['@type']).toBe('Recipe');
    await check(page, 'recipe', lang, testInfo);

    const shop = page.getByRole('region', { name: c.shopIngredients });
    const coffee = shop.getByRole('article').first();
    const name = (await coffee.getByRole('heading').textContent())?.trim() ?? '';
    await coffee.getByRole('button', { name: CART_TEXTS[lang].addToCart(name), exact: true }).click();
    await expect(page.getByText(CART_TEXTS[lang].added).first()).toBeVisible();
  });

  test('about, privacy and terms pages, from the footer', async ({ page, lang }, testInfo) => {
    const c = CONTENT_TEXTS[lang];
    for (const [path, title, name] of [
      ['/about-us', c.aboutTitle, 'about'],
      ['/privacy-policy', c.privacyTitle, 'privacy'],
      ['/terms-and-conditions', c.termsTitle, 'terms'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await check(page, name, lang, testInfo);
    }
  });

  test('contact form: problems beside the fields, then the message is received', async ({
    page,
    lang,
  }, testInfo) => {
    const c = CONTENT_TEXTS[lang];
    const form = page.getByRole('main');
    await page.goto('/contact-us');
    await expect(page.getByRole('heading', { level: 1, name: c.contactTitle })).toBeVisible();
    await expect(page.getByRole('main').getByText(c.supportHours)).toBeVisible();
    // The store's phone, WhatsApp and address, as the settings have them (the demo store's).
    await expect(form.getByRole('link', { name: '02 2345 6789' })).toHaveAttribute('href', 'tel:0223456789');
    await expect(form.getByRole('link', { name: c.whatsappLink })).toHaveAttribute(
      'href',
      'https://wa.me/201001234567',
    );
    // The number as Egyptians write their own, beside the link.
    await expect(form.getByText('01001234567', { exact: true })).toBeVisible();
    await expect(form.getByText(c.storeAddress)).toBeVisible();
    await check(page, 'contact', lang, testInfo);

    await page.getByRole('button', { name: c.send }).click();
    await expect(form.getByLabel(c.fullName)).toHaveAttribute('aria-invalid', 'true');
    // Empty fields are required, the subject and the message too (not "use at least 2 characters").
    await expect(page.getByText(c.required)).toHaveCount(3);

    await form.getByLabel(c.fullName).fill(lang === 'ar' ? 'يوسف عادل' : 'Youssef Adel');
    await form.getByLabel(c.email).fill(`contact-${lang}-${Date.now()}@example.com`);
    await form.getByLabel(c.subject).fill(lang === 'ar' ? 'سؤال عن طلبي' : 'A question about my order');
    await page
      .getByLabel(c.notes)
      .fill(lang === 'ar' ? 'متى يصل قمع الـ V60 الذي طلبته؟' : 'When will my V60 arrive?');
    await page.getByRole('button', { name: c.send }).click();
    await expect(page.getByRole('status').filter({ hasText: c.contactSuccess })).toBeVisible();
    await expect(form.getByLabel(c.fullName)).toHaveValue('');
  });

  test('become a partner: a too-large file is refused at once, then both documents go up', async ({
    page,
    lang,
  }, testInfo) => {
    const c = CONTENT_TEXTS[lang];
    const form = page.getByRole('main');
    await page.goto('/become-partner');
    await expect(page.getByRole('heading', { level: 1, name: c.partnerTitle })).toBeVisible();
    await check(page, 'partner', lang, testInfo);

    await form.getByLabel(c.brandName).fill(lang === 'ar' ? 'محمصة مصر الجديدة' : 'Heliopolis Roasters');
    await page
      .getByLabel(c.companyDescription)
      .fill(
        lang === 'ar'
          ? 'محمصة صغيرة في مصر الجديدة تحمّص البن الإثيوبي واليمني كل أسبوع.'
          : 'A small roastery in Heliopolis roasting Ethiopian and Yemeni coffee every week.',
      );
    await form.getByLabel(c.contactPerson).fill(lang === 'ar' ? 'مريم فتحي' : 'Mariam Fathy');
    await form.getByLabel(c.email).fill(`partner-${lang}-${Date.now()}@example.com`);
    await form.getByLabel(c.mobile).fill('01012345678');

    const big = Buffer.concat([PDF, Buffer.alloc(6 * 1024 * 1024, 0x20)]);
    await page
      .getByLabel(c.contract)
      .setInputFiles({ name: 'contract.pdf', mimeType: 'application/pdf', buffer: big });
    await expect(page.getByText(c.fileTooLarge)).toBeVisible();

    await page
      .getByLabel(c.contract)
      .setInputFiles({ name: 'contract.pdf', mimeType: 'application/pdf', buffer: PDF });
    await page
      .getByLabel(c.taxCard)
      .setInputFiles({ name: 'tax-card.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByText(c.fileTooLarge)).toHaveCount(0);
    await page.getByRole('button', { name: c.sendApplication }).click();
    await expect(page.getByRole('status').filter({ hasText: c.partnerSuccess })).toBeVisible({
      timeout: 20_000,
    });
  });

  test('seasonal header: none out of season, a previewed one in both languages', async ({
    page,
    lang,
    context,
  }) => {
    const c = CONTENT_TEXTS[lang];
    await page.goto('/');
    // The journeys run on real dates: a header only in Ramadan, the Eids or June to August.
    await expect(page.locator('[data-season]')).toHaveCount(seasonOn(new Date()) ? 1 : 0);

    await context.addCookies([{ name: 'season_preview', value: 'ramadan', url: page.url() }]);
    await page.reload();
    await expect(page.locator('[data-season="ramadan"]')).toContainText(c.ramadan);
    // Its picture is a file now (public/seasons): drawn, not a broken image, and hidden from screen readers.
    const art = page.locator('[data-season="ramadan"] img');
    await expect(art).toHaveAttribute('alt', '');
    await expect.poll(() => art.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await context.addCookies([{ name: 'season_preview', value: 'none', url: page.url() }]);
    await page.reload();
    await expect(page.locator('[data-season]')).toHaveCount(0);
  });
});
