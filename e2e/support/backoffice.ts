import AxeBuilder from '@axe-core/playwright';
import { type Browser, expect, type Page, type TestInfo } from '@playwright/test';
import type { AdminTexts } from './texts-admin';

// The demo back-office accounts the API seeds (README, demo only).
export const STAFF = { email: 'staff@coffee.test', password: 'coffee-staff-2026' };
export const ADMIN = { email: 'admin@coffee.test', password: 'coffee-staff-2026' };
export const SELLER = { email: 'seller@coffee.test', password: 'coffee-seller-2026' };

/** axe-core (every rule) over the page's main content; serious and critical findings fail the journey. */
export async function audit(page: Page, name: string, testInfo: TestInfo) {
  const { violations } = await new AxeBuilder({ page }).include('main').analyze();
  await testInfo.attach(`axe-${name}.json`, {
    body: JSON.stringify(violations, null, 2),
    contentType: 'application/json',
  });
  const blocking = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  expect.soft(blocking, `serious or critical axe violations on ${name}`).toEqual([]);
}

export async function logIn(
  page: Page,
  a: AdminTexts,
  account: { email: string; password: string },
  /** Where the login page goes back to; none: where the account's work is. */
  back?: string,
) {
  await page.goto(back ? `/login?${new URLSearchParams({ routeBack: back })}` : '/login');
  await page.getByLabel(a.loginField).fill(account.email);
  await page.getByLabel(a.passwordField, { exact: true }).fill(account.password);
  await page.getByRole('button', { name: a.loginSubmit, exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/, { timeout: 30_000 });
}

/** A second browser, as another person, with that language's Accept-Language. */
export async function newPage(browser: Browser, lang: string) {
  const context = await browser.newContext({ locale: lang === 'ar' ? 'ar-EG' : 'en-US' });
  return context.newPage();
}
