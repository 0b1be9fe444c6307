import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, expectDocumentLanguage, test } from './fixtures';
import { createShopper, newShopper, readCode } from './support/accounts';
import type { Lang } from './support/texts';
import { AUTH_TEXTS, type AuthTexts } from './support/texts-auth';

/**
 * The account entry pages beyond the happy sign-up the account journey walks: problems said beside the
 * fields in the page's language with nothing typed lost, the generic refusal of a wrong password, a
 * password reset with the emailed code, and a routeBack that tries to leave the site.
 */

// One verified shopper per language serves the tests that do not change their password (each login counts
// against the API's per-account limit, so the languages do not share one).
const shoppers = new Map<Lang, ReturnType<typeof createShopper>>();
function shopperFor(lang: Lang) {
  const shopper = shoppers.get(lang) ?? createShopper();
  shoppers.set(lang, shopper);
  return shopper;
}

/** Text that includes `text`: a field's accessible description joins its hint and its error. */
const containing = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

/**
 * From pressing "Log in" to the next page: the password check, the guest cart's merge, a look at the back
 * office (a shopper lands home) and that page's render. At load 15-20 the Arabic home alone took over 10 s.
 */
const SIGNED_IN_MS = 30_000;

async function logIn(page: Page, a: AuthTexts, login: string, password: string) {
  const form = page.getByRole('main');
  await form.getByLabel(a.login, { exact: true }).fill(login);
  await form.getByLabel(a.password, { exact: true }).fill(password);
  await form.getByRole('button', { name: a.logIn, exact: true }).click();
}

test('sign-up: problems show beside their fields in the page language, nothing typed is lost, a taken email reads as a new one', async ({
  page,
  lang,
}) => {
  const a = AUTH_TEXTS[lang];
  const taken = await shopperFor(lang);
  const shopper = newShopper({ email: taken.email.toUpperCase() });
  await page.goto('/sign-up');
  await expectDocumentLanguage(page, lang);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: a.signUpTitle })).toBeVisible();
  const field = (label: string) => main.getByLabel(label, { exact: true });
  const submit = main.getByRole('button', { name: a.createAccount });

  await submit.click();
  await expect(field(a.firstName)).toHaveAttribute('aria-invalid', 'true');
  await expect(field(a.firstName)).toHaveAccessibleDescription(containing(a.required));
  await expect(field(a.lastName)).toHaveAccessibleDescription(containing(a.required));

  await field(a.firstName).fill(shopper.first_name);
  await field(a.lastName).fill(shopper.last_name);
  await field(a.email).fill(shopper.email);
  await field(a.mobile).fill(shopper.mobile);
  await field(a.password).fill(shopper.password);
  await field(a.confirmPassword).fill(`${shopper.password}!`);
  await submit.click();
  await expect(field(a.confirmPassword)).toHaveAccessibleDescription(containing(a.passwordMismatch));
  await expect(field(a.firstName)).not.toHaveAttribute('aria-invalid', 'true');

  // The toggle shows the password as text, so a shopper on a phone can check it.
  await main.getByRole('button', { name: a.showPassword }).first().click();
  await expect(field(a.password)).toHaveAttribute('type', 'text');
  await expect(field(a.password)).toHaveValue(shopper.password);

  // A taken email (whatever its case) answers as a new one does, so the form tells nobody which emails have
  // accounts: the next page says to check the email, and the owner is mailed instead (the API tests read it).
  await field(a.confirmPassword).fill(shopper.password);
  await submit.click();
  await expect(page).toHaveURL((url) => url.pathname === '/verify-otp');
  await expect(page.getByRole('main')).toContainText(a.signUpMailed);
  await expect(page.getByRole('main')).toContainText(taken.email);
});

test('login: a wrong password gets the one generic sentence above the form and keeps what was typed', async ({
  page,
  lang,
}) => {
  const a = AUTH_TEXTS[lang];
  const shopper = await shopperFor(lang);
  await page.goto('/login');
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: a.loginTitle })).toBeVisible();
  await logIn(page, a, shopper.email, 'not-the-password-1');
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(a.invalidCredentials);
  await expect(page).toHaveURL((url) => url.pathname === '/login');
  await expect(page.getByRole('main').getByLabel(a.login, { exact: true })).toHaveValue(shopper.email);
  await expect(page.getByRole('main').getByLabel(a.password, { exact: true })).toHaveValue(
    'not-the-password-1',
  );
});

test('forgot password: the emailed code sets a new password that logs in, back where the shopper was going', async ({
  page,
  lang,
}) => {
  const a = AUTH_TEXTS[lang];
  const shopper = await createShopper();
  const newPassword = 'fresh-roast-7';
  await page.goto(`/login?${new URLSearchParams({ routeBack: '/offers' })}`);
  const main = page.getByRole('main');
  await main.getByRole('link', { name: a.forgotPassword }).click();
  await expect(main.getByRole('heading', { level: 1, name: a.forgotTitle })).toBeVisible();

  await main.getByLabel(a.login, { exact: true }).fill(shopper.email);
  await main.getByRole('button', { name: a.sendCode }).click();
  await expect(main.getByRole('status')).toHaveText(a.resetCodeSent);
  const code = await readCode(shopper.email, 'otp.reset');

  const codeField = main.getByLabel(a.code, { exact: true });
  await codeField.fill(code === '000000' ? '111111' : '000000');
  await main.getByLabel(a.newPassword, { exact: true }).fill(newPassword);
  await main.getByLabel(a.confirmNewPassword, { exact: true }).fill(newPassword);
  await main.getByRole('button', { name: a.changePassword }).click();
  await expect(codeField).toHaveAccessibleDescription(containing(a.invalidCode));
  await expect(main.getByLabel(a.newPassword, { exact: true })).toHaveValue(newPassword);

  await codeField.fill(code);
  await main.getByRole('button', { name: a.changePassword }).click();
  await expect(page.getByText(a.passwordChanged)).toBeVisible();
  await expect(page).toHaveURL(
    (url) => url.pathname === '/login' && url.searchParams.get('routeBack') === '/offers',
  );

  await logIn(page, a, shopper.email, newPassword);
  await expect(page).toHaveURL((url) => url.pathname === '/offers', { timeout: SIGNED_IN_MS });
  await expect(
    page.getByRole('banner').getByRole('button', { name: containing(a.greeting(shopper.first_name)) }),
  ).toBeVisible();
});

test('login: a routeBack to another site lands on the home page instead', async ({ page, lang, baseURL }) => {
  const a = AUTH_TEXTS[lang];
  const shopper = await shopperFor(lang);
  await page.goto(`/login?${new URLSearchParams({ routeBack: '//evil.example' })}`);
  await logIn(page, a, shopper.email, shopper.password);
  await expect(page).toHaveURL(`${baseURL}/`, { timeout: SIGNED_IN_MS });
  await expect(
    page.getByRole('banner').getByRole('button', { name: containing(a.greeting(shopper.first_name)) }),
  ).toBeVisible();
});

test('the account pages, errors showing, pass axe without serious findings', async ({ page, lang }) => {
  test.setTimeout(90_000);
  const a = AUTH_TEXTS[lang];
  const pages = [
    { path: '/sign-up', submit: a.createAccount },
    { path: '/login', submit: a.logIn },
    { path: '/verify-otp?email=mona%40example.com', submit: null },
    { path: '/forget-password', submit: a.sendCode },
  ];
  const findings: string[] = [];
  for (const { path, submit } of pages) {
    await page.goto(path);
    await expectDocumentLanguage(page, lang);
    if (submit) {
      await page.getByRole('main').getByRole('button', { name: submit, exact: true }).click();
      await expect(page.getByRole('main').locator('[aria-invalid="true"]').first()).toBeVisible();
    }
    const { violations } = await new AxeBuilder({ page }).include('main').analyze();
    for (const violation of violations) {
      if (violation.impact === 'serious' || violation.impact === 'critical') {
        findings.push(
          `${path}: ${violation.impact} ${violation.id} ${violation.nodes.map((n) => n.target.join(' ')).join(', ')}`,
        );
      }
    }
  }
  expect(findings).toEqual([]);
});
