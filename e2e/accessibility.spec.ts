import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page, TestInfo } from '@playwright/test';
import { expect, expectDocumentLanguage, productCards, readCard, settle, test } from './fixtures';

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
const BLOCKING = new Set(['serious', 'critical']);

/** One line per failing rule and the elements it flags, readable in a CI log. */
function formatViolations(violations: AxeResults['violations']): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes
        .slice(0, 8)
        .map(
          (node) => `    - ${node.target.join(' ')}: ${node.failureSummary?.split('\n').slice(1).join('; ')}`,
        )
        .join('\n');
      const more = violation.nodes.length > 8 ? `\n    … and ${violation.nodes.length - 8} more` : '';
      return `  [${violation.impact}] ${violation.id}: ${violation.help} (${violation.helpUrl})\n${nodes}${more}`;
    })
    .join('\n');
}

/**
 * Every page the issue names, in this project's language: settled as a shopper sees it, photographed full
 * length into e2e/screenshots/ (not committed) and checked with axe-core's full rule set. Serious and
 * critical findings fail the test; every finding is attached to the report and printed.
 */
async function check(page: Page, name: string, lang: string, testInfo: TestInfo) {
  await expectDocumentLanguage(page, lang === 'ar' ? 'ar' : 'en');
  await settle(page);
  const file = path.join(testInfo.project.testDir, 'screenshots', `${name}-${lang}.png`);
  await page.screenshot({ path: file, fullPage: true });
  await audit(page, name, lang, testInfo);
}

/** axe-core over the page, or only over `scope` (a CSS selector), with every rule on. */
async function audit(page: Page, name: string, lang: string, testInfo: TestInfo, scope?: string) {
  const builder = new AxeBuilder({ page });
  const results = await (scope ? builder.include(scope) : builder).analyze();
  await testInfo.attach(`axe-${name}-${lang}.json`, {
    body: JSON.stringify(results.violations, null, 2),
    contentType: 'application/json',
  });
  const others = results.violations.filter((violation) => !BLOCKING.has(violation.impact ?? ''));
  if (others.length > 0) console.log(`[axe] ${name} (${lang}), not blocking:\n${formatViolations(others)}`);
  const blocking = results.violations.filter((violation) => BLOCKING.has(violation.impact ?? ''));
  // Soft, so one test reports every state it audits; the full findings are in the message and attachment.
  expect
    .soft(
      blocking.map((violation) => `${violation.impact} ${violation.id} (${violation.nodes.length} elements)`),
      `serious or critical axe violations on ${name} (${lang}):\n${formatViolations(blocking)}`,
    )
    .toEqual([]);
}

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

  test('a phone with the menu open', async ({ page, lang, t }, testInfo) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await page.getByRole('button', { name: t.openMenu }).click();
    const drawer = page.getByRole('dialog', { name: t.menuTitle });
    await expect(drawer.getByRole('navigation', { name: t.categoriesNav })).toBeVisible();
    await drawer
      .getByRole('navigation', { name: t.categoriesNav })
      .getByText(t.category, { exact: true })
      .click();
    await expect(drawer.getByRole('link', { name: t.subCategory, exact: true })).toBeVisible();
    await audit(page, 'phone-menu', lang, testInfo);
  });
});
