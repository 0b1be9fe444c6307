import { expect, productCards, readCard, test } from './fixtures';
import { audit, check } from './support/audit';

test.describe('accessibility and screenshots', () => {
  // axe-core takes 10 to 15 s on a long page on a busy two-core machine.
  test.describe.configure({ timeout: 90_000 });

  test('home', async ({ page, lang }, testInfo) => {
    await page.goto('/');
    await check(page, 'home', lang, testInfo);
  });

  test('shop', async ({ page, lang }, testInfo) => {
    await page.goto('/products');
    await expect(productCards(page, lang).first()).toBeVisible();
    await check(page, 'shop', lang, testInfo);
  });

  test('product page', async ({ page, lang, t }, testInfo) => {
    await page.goto('/products');
    const card = await readCard(productCards(page, lang).first(), t);
    await card.link.click();
    await expect(page).toHaveURL(/\/single-product\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(card.name);
    await check(page, 'product', lang, testInfo);
  });

  test('header with the suggestions and a category menu open', async ({ page, lang, t }, testInfo) => {
    await page.goto('/');
    const box = page.getByRole('combobox', { name: t.searchLabel });
    await box.click();
    await box.pressSequentially(lang === 'ar' ? 'قهوة' : 'coffee', { delay: 40 });
    await expect(
      page.getByRole('listbox', { name: t.suggestions }).getByRole('option').first(),
    ).toBeVisible();
    await box.press('ArrowDown');
    await audit(page, 'header-suggestions', lang, testInfo, 'header');
    await box.press('Escape');
    const menu = page.getByRole('navigation', { name: t.categoriesNav });
    await menu.getByRole('button', { name: t.category, exact: true }).click();
    await expect(menu.getByRole('link', { name: t.subCategory, exact: true })).toBeVisible();
    await audit(page, 'header-category-menu', lang, testInfo, 'header');
  });
});
