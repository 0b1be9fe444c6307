import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { IntlMessageFormat } from 'intl-messageformat';
import sharp from 'sharp';
import { expect, test } from './fixtures';
import { apiURL } from './support/accounts';
import { auditPart as audit } from './support/audit';
import { ADMIN_TEXTS, type AdminTexts } from './support/texts-admin';

// The back office's catalog: a product created with an image and a variant reaches the shop; a price changed
// through the CSV import shows on the next load; the dashboards draw their chart in the page's direction.

const STAFF = { email: 'staff@coffee.test', password: 'coffee-staff-2026' };
const SELLER = { email: 'seller@coffee.test', password: 'coffee-seller-2026' };

type Labels = Record<string, string>;
const messages = (lang: 'en' | 'ar'): Labels =>
  JSON.parse(readFileSync(path.resolve('apps/web/messages', `${lang}.json`), 'utf8')).AdminCatalog;
const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');
/** A template with counts (`{count, plural, …}`), worded as the page words it. */
const formatCount = (template: string, lang: 'en' | 'ar', values: Record<string, string | number>) =>
  String(new IntlMessageFormat(template, lang).format(values));
const arabicDigits = (text: string) => text.replace(/\d/g, (digit) => '٠١٢٣٤٥٦٧٨٩'[Number(digit)]!);

async function logIn(page: Page, a: AdminTexts, account: { email: string; password: string }, back: string) {
  await page.goto(`/login?${new URLSearchParams({ routeBack: back })}`);
  await page.getByLabel(a.loginField).fill(account.email);
  await page.getByLabel(a.passwordField, { exact: true }).fill(account.password);
  await page.getByRole('button', { name: a.loginSubmit, exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/, { timeout: 30_000 });
}

test('staff create a product with an image and a variant, and it appears in the shop', async ({
  page,
  lang,
}, testInfo) => {
  test.setTimeout(180_000);
  const a = ADMIN_TEXTS[lang];
  const t = messages(lang);
  const stamp = Date.now().toString(36);
  const name = { en: `Harar Longberry ${stamp}`, ar: `هرر لونجبيري ${stamp}` };

  await logIn(page, a, STAFF, '/admin/products/new');
  await expect(page.getByRole('heading', { level: 1, name: t.newProductTitle })).toBeVisible();
  await audit(page, `admin-product-new-${lang}`, testInfo);
  const form = page.getByRole('form', { name: t.detailsTitle });
  await form.getByLabel(t.nameEn!).fill(name.en);
  await form.getByLabel(t.nameAr!).fill(name.ar);
  await form.getByLabel(t.descriptionEn!).fill('Blueberry, wine and cocoa.');
  await form.getByLabel(t.descriptionAr!).fill('توت أزرق ونبيذ وكاكاو.');
  await form.getByLabel(t.category!, { exact: true }).selectOption({ index: 1 });
  await form.getByLabel(t.subCategory!, { exact: true }).selectOption({ index: 1 });
  await form.getByLabel(t.brand!, { exact: true }).selectOption({ index: 1 });
  await form.getByLabel(t.seller!, { exact: true }).selectOption({ index: 1 });
  await form.getByLabel(t.price!, { exact: true }).fill('321.50');
  await form.getByLabel(t.stock!, { exact: true }).fill('9');
  await form.getByLabel(`${t.weight} (${t.grams})`).fill('250');
  await form.getByRole('button', { name: t.create }).click();
  await expect(page).toHaveURL(/\/admin\/products\/\d+$/, { timeout: 20_000 });
  const id = Number(page.url().split('/').at(-1));
  const shown = lang === 'ar' ? name.ar : name.en;
  await expect(
    page.getByRole('heading', { level: 1, name: fill(t.editProductTitle!, { name: shown }) }),
  ).toBeVisible();

  await test.step('an image, judged and re-encoded by the API', async () => {
    const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#6f4e37' } })
      .png()
      .toBuffer();
    await page
      .getByLabel(t.imageFile!, { exact: true })
      .setInputFiles({ name: 'harar.png', mimeType: 'image/png', buffer: png });
    await page.getByRole('button', { name: t.uploadImage, exact: true }).click();
    await expect(
      page.getByRole('img', { name: fill(t.imageAlt!, { position: '1', name: name.en }) }),
    ).toBeVisible();
  });

  await test.step('a variant with its own price and stock', async () => {
    const variant = page.getByRole('form', { name: t.newVariant });
    await variant.getByLabel(t.nameEn!).fill('1 kg');
    await variant.getByLabel(t.nameAr!).fill('١ كجم');
    // The product's own price: the shop's list shows the product's price and its page the first variant in
    // stock, so a variant priced otherwise would show two prices (a known gap, noted for the back office).
    await variant.getByLabel(t.price!, { exact: true }).fill('321.50');
    await variant.getByLabel(t.stock!, { exact: true }).fill('4');
    await variant.getByRole('button', { name: t.addVariant }).click();
    await expect(page.getByRole('form', { name: fill(t.variantOf!, { name: '1 kg' }) })).toBeVisible();
  });
  await audit(page, `admin-product-edit-${lang}`, testInfo);

  await page.goto(`/single-product/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: shown })).toBeVisible();
  await expect(
    page
      .locator('main')
      .getByText(lang === 'ar' ? '١ كجم' : '1 kg')
      .first(),
  ).toBeVisible();
  // next/image serves it through its optimizer, the stored path encoded in the address.
  const image = page.locator('main img[src*="uploads"]').first();
  await expect(image).toBeVisible();
});

test('staff change a price by CSV: the dry run reports it, applying it reaches the shop', async ({
  page,
  lang,
}, testInfo) => {
  test.setTimeout(180_000);
  const a = ADMIN_TEXTS[lang];
  const t = messages(lang);
  const listing = await (await fetch(`${apiURL}/products?per_page=24&sort=price_asc`)).json();
  const product = (listing.data as { id: number; price: number; has_variants: boolean }[]).filter(
    (candidate) => !candidate.has_variants,
  )[lang === 'ar' ? 1 : 0]!;
  const pounds = [654, 655, 656].find((candidate) => candidate * 100 !== product.price)!;

  await logIn(page, a, STAFF, '/admin/products/csv');
  await expect(page.getByRole('heading', { level: 1, name: t.csvTitle })).toBeVisible();
  await audit(page, `admin-products-csv-${lang}`, testInfo);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: t.csvExport }).click(),
  ]);
  const exported = await readFile((await download.path())!, 'utf8');
  expect(exported.charCodeAt(0)).toBe(0xfeff);
  expect(exported).toContain('product_id,variant_id,sku,name_en,name_ar,price,before_discount,stock');
  expect(exported).toMatch(/[\u0600-\u06FF]/);

  const csv = Buffer.from(`product_id,price\r\n${product.id},${pounds}\r\n`);
  await page.getByLabel(t.csvFile!).setInputFiles({ name: 'prices.csv', mimeType: 'text/csv', buffer: csv });
  await page.getByRole('button', { name: t.csvCheck }).click();
  const one = lang === 'ar' ? '١' : '1';
  const zero = lang === 'ar' ? '٠' : '0';
  await expect(
    page.getByRole('status').filter({
      hasText: formatCount(t.csvSummary!, lang, {
        ...{ changed: 1, unchanged: 0, errors: 0 },
        ...{ changedFormatted: one, unchangedFormatted: zero, errorsFormatted: zero },
      }),
    }),
  ).toBeVisible();
  await audit(page, `admin-products-csv-report-${lang}`, testInfo);
  const oneChange = { count: 1, formatted: one };
  await page.getByRole('button', { name: formatCount(t.csvApply!, lang, oneChange) }).click();
  await expect(page.getByText(formatCount(t.csvApplied!, lang, oneChange))).toBeVisible();

  await page.goto(`/single-product/${product.id}`);
  const shown = lang === 'ar' ? arabicDigits(String(pounds)) : String(pounds);
  await expect(page.locator('main').getByText(shown).first()).toBeVisible();
});

test('the dashboards and the categories page, in the page’s direction', async ({
  page,
  browser,
  lang,
}, testInfo) => {
  test.setTimeout(180_000);
  const a = ADMIN_TEXTS[lang];
  const t = messages(lang);
  await logIn(page, a, STAFF, '/admin');
  await expect(page.getByRole('heading', { level: 1, name: t.dashboardTitle })).toBeVisible();
  await expect(page.getByTestId('sales-chart')).toHaveAttribute(
    'data-direction',
    lang === 'ar' ? 'rtl' : 'ltr',
  );
  await expect(page.getByTestId('sales-chart').locator('svg.recharts-surface')).toBeVisible();
  await audit(page, `admin-dashboard-${lang}`, testInfo);
  await page.goto('/admin/catalog');
  await expect(page.getByRole('heading', { level: 1, name: t.catalogTitle })).toBeVisible();
  await audit(page, `admin-catalog-${lang}`, testInfo);

  const context = await browser.newContext({ locale: lang === 'ar' ? 'ar-EG' : 'en-US' });
  const seller = await context.newPage();
  await logIn(seller, a, SELLER, '/seller');
  await expect(seller.getByRole('heading', { level: 1, name: t.dashboardTitle })).toBeVisible();
  await audit(seller, `seller-dashboard-${lang}`, testInfo);
  await seller.goto('/seller/products/new');
  await expect(seller.getByRole('heading', { level: 1, name: t.newProductTitle })).toBeVisible();
  await expect(seller.getByLabel(t.seller!, { exact: true })).toHaveCount(0);
  await audit(seller, `seller-product-new-${lang}`, testInfo);
  await seller.goto('/seller/products/csv');
  await expect(seller.getByRole('heading', { level: 1, name: t.csvTitle })).toBeVisible();
  await audit(seller, `seller-products-csv-${lang}`, testInfo);
  await context.close();
});
