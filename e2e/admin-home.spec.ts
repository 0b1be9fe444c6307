import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { expect, test } from './fixtures';
import { audit, logIn, newPage, STAFF } from './support/backoffice';
import { isolated } from './support/texts';
import { ADMIN_TEXTS } from './support/texts-admin';

// The home page's own content in the back office (on a tablet): staff add a slide with an uploaded picture,
// move it first, and the shopper's home shows it first in their language; an advertisement switched off
// leaves the home page. Both are put back afterwards, so later journeys meet the demo's home page.

type HomeTexts = {
  title: string;
  sliders: Record<string, string>;
  advertisements: Record<string, string>;
} & Record<string, string>;
const messages = (lang: 'en' | 'ar') =>
  JSON.parse(readFileSync(path.resolve('apps/web/messages', `${lang}.json`), 'utf8')) as {
    Admin: { home: HomeTexts; dialogBack: string };
  };
const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');
const TABLET = { width: 820, height: 1180 };

test('staff put a new slide first and switch an advertisement off; the shopper’s home follows', async ({
  page,
  browser,
  lang,
}, testInfo) => {
  test.setTimeout(180_000);
  const t = messages(lang).Admin.home;
  const stamp = Date.now().toString(36);
  const title = { en: `Spring roast ${stamp}`, ar: `تحميص الربيع ${stamp}` };
  const shown = title[lang];
  await page.setViewportSize(TABLET);
  await logIn(page, ADMIN_TEXTS[lang], STAFF, '/admin/home');
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
  await audit(page, `admin-home-${lang}`, testInfo);

  await test.step('a slide with an uploaded picture, titled in both languages', async () => {
    await page.getByRole('button', { name: t.sliders.add, exact: true }).click();
    const form = page.getByRole('form', { name: t.sliders.add });
    // A link to another site is refused beside its field, and what was typed stays.
    await form.getByLabel(t.titleEn!, { exact: true }).fill(title.en);
    await form.getByLabel(t.titleAr!, { exact: true }).fill(title.ar);
    await expect(form.getByLabel(t.titleAr!, { exact: true })).toHaveAttribute('dir', 'rtl');
    await form.getByLabel(t.link!, { exact: true }).fill('https://elsewhere.example/sale');
    await form.getByRole('button', { name: t.save, exact: true }).click();
    await expect(form.getByText(t.invalidLink!)).toBeVisible();
    await expect(form.getByText(t.imageRequired!)).toBeVisible();
    await expect(form.getByLabel(t.titleEn!, { exact: true })).toHaveValue(title.en);
    await audit(page, `admin-home-form-${lang}`, testInfo);

    const png = await sharp({ create: { width: 2000, height: 900, channels: 3, background: '#6f4e37' } })
      .png()
      .toBuffer();
    await form
      .getByLabel(t.image!, { exact: true })
      .setInputFiles({ name: 'spring.png', mimeType: 'image/png', buffer: png });
    await expect(form.getByRole('img', { name: t.preview })).toBeVisible({ timeout: 20_000 });
    await form.getByLabel(t.link!, { exact: true }).fill('/products');
    await form.getByRole('button', { name: t.save, exact: true }).click();
    await expect(page.getByRole('form', { name: t.sliders.add })).toHaveCount(0, { timeout: 20_000 });
  });

  await test.step('moved up until it is first', async () => {
    const slides = page.getByRole('region', { name: t.sliders.title, exact: true }).getByRole('listitem');
    const up = page.getByRole('button', { name: fill(t.moveUp!, { title: isolated(shown) }) });
    // The list is drawn again from the server after the form closes: count its slides once the new one is in.
    await expect(page.getByRole('region', { name: t.sliders.title, exact: true })).toContainText(shown, {
      timeout: 20_000,
    });
    const count = await slides.count();
    await expect(slides.nth(count - 1)).toContainText(shown);
    for (let position = count - 1; position > 0; position--) {
      await up.click();
      // Drawn again from the server: the next click reads the new order.
      await expect(slides.nth(position - 1)).toContainText(shown, { timeout: 20_000 });
    }
    await expect(up).toBeDisabled();
  });

  const shopper = await newPage(browser, lang);
  await test.step('the shopper’s home shows it first, titled in their language', async () => {
    await shopper.goto('/');
    const first = shopper.locator('#hero-slides > [role="group"]').first();
    await expect(first).toContainText(shown);
    await expect(first).not.toContainText(title[lang === 'ar' ? 'en' : 'ar']);
  });

  let adTitle = '';
  await test.step('an advertisement switched off leaves the home page', async () => {
    const ads = page.getByRole('region', { name: t.advertisements.title, exact: true });
    const toggle = ads.getByRole('switch').first();
    const name = (await toggle.getAttribute('aria-label')) ?? '';
    const prefix = fill(t.activeOf!, { title: '' });
    // The title is isolated in the label (FSI … PDI): the page shows it bare.
    adTitle = name.slice(prefix.length).replace(/^\u2068|\u2069$/g, '');
    expect(adTitle.length).toBeGreaterThan(0);
    await shopper.goto('/');
    await expect(shopper.locator('section[aria-labelledby="sale-cards"]')).toContainText(adTitle);
    // A switch drawn from the server's answer: it turns once the change is saved.
    await toggle.click();
    await expect(ads.getByRole('switch', { name })).not.toBeChecked({ timeout: 20_000 });
    await expect(ads.getByText(t.hidden!, { exact: true }).first()).toBeVisible();
    await shopper.goto('/');
    await expect(shopper.locator('#hero-slides')).toBeVisible();
    await expect(shopper.locator('section[aria-labelledby="sale-cards"]')).not.toContainText(adTitle);
    // Put back for the journeys after this one.
    await ads.getByRole('switch', { name }).click();
    await expect(ads.getByRole('switch', { name })).toBeChecked({ timeout: 20_000 });
  });

  await test.step('the slide is deleted behind the confirm dialog', async () => {
    await page.getByRole('button', { name: fill(t.deleteOf!, { title: isolated(shown) }) }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(fill(t.confirmDelete!, { title: shown }));
    await audit(page, `admin-home-delete-${lang}`, testInfo);
    await dialog.getByRole('button', { name: t.confirmDeleteYes, exact: true }).click();
    await expect(page.getByRole('button', { name: fill(t.moveUp!, { title: isolated(shown) }) })).toHaveCount(
      0,
      {
        timeout: 20_000,
      },
    );
    await shopper.goto('/');
    await expect(shopper.locator('#hero-slides')).not.toContainText(shown);
  });
  await shopper.context().close();
});
