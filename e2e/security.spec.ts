import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { apiURL, createShopper, newShopper, readCode } from './support/accounts';
import type { Lang } from './support/texts';
import { ACCOUNT_TEXTS } from './support/texts-account';
import { DELAYED_LOGIN_TEXTS, EMAIL_CHANGE_TEXTS } from './support/texts-security';

/** Records every CSP violation the page reports, from the first script on. */
async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation;
      report(
        `${location.pathname}: ${event.violatedDirective} blocked ${event.blockedURI} from ${event.sourceFile}:${event.lineNumber}:${event.columnNumber} ${event.sample}`,
      );
    });
  });
  return violations;
}

async function logIn(page: Page, lang: Lang, login: string, password: string) {
  const texts = ACCOUNT_TEXTS[lang].login;
  await page.goto('/login');
  const main = page.getByRole('main');
  const submit = main.getByRole('button', { name: texts.submit });
  await expect
    .poll(() =>
      submit.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps'))),
    )
    .toBe(true);
  await main.getByLabel(texts.login).fill(login);
  await main.getByLabel(texts.password, { exact: true }).fill(password);
  await submit.click();
  await expect(page).not.toHaveURL(/\/login/, { timeout: 15_000 });
}

test('the storefront passes its own CSP: pages load, hydrate and run with no violation', async ({ page }) => {
  const violations = await watchCsp(page);
  const first = await page.goto('/');
  const policy = first?.headers()['content-security-policy'] ?? '';
  expect(policy).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/);
  expect(policy).toContain("frame-ancestors 'none'");
  expect(first?.headers()['x-content-type-options']).toBe('nosniff');
  expect(first?.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
  const again = await page.goto('/');
  expect(again?.headers()['content-security-policy']).not.toBe(policy);

  for (const path of ['/', '/products', '/offers', '/coffe-shops', '/login', '/sign-up', '/no-such-page']) {
    await page.goto(path, { waitUntil: 'load' });
    // Scripts that were blocked would leave the page unhydrated: React marks hydrated controls.
    await expect
      .poll(() =>
        page.evaluate(() =>
          Array.from(document.querySelectorAll('button')).some((button) =>
            Object.keys(button).some((key) => key.startsWith('__reactProps')),
          ),
        ),
      )
      .toBe(true);
  }
  expect(violations).toEqual([]);
});

test('changing the email asks for the password, then the code sent to the new address', async ({
  page,
  lang,
}) => {
  const x = EMAIL_CHANGE_TEXTS[lang];
  const violations = await watchCsp(page);
  const shopper = await createShopper();
  await logIn(page, lang, shopper.email, shopper.password);
  await page.goto('/profile/account-setting');
  // The profile's own section: the password form below has a "current password" of its own.
  const main = page.getByRole('region', { name: x.section });
  const next = newShopper().email;

  await expect(main.getByLabel(x.password, { exact: true })).toHaveCount(0);
  await main.getByLabel(x.email, { exact: true }).fill(next);
  await main.getByLabel(x.password, { exact: true }).fill('not-my-password-1');
  await main.getByRole('button', { name: x.save }).click();
  await expect(main.getByLabel(x.password, { exact: true })).toHaveAttribute('aria-invalid', 'true');

  await main.getByLabel(x.password, { exact: true }).fill(shopper.password);
  await main.getByRole('button', { name: x.save }).click();
  await expect(main.getByText(x.codeSent)).toBeVisible();
  await main.getByLabel(x.code).fill(await readCode(next, 'otp.email'));
  await main.getByRole('button', { name: x.save }).click();
  await expect(page.getByText(x.saved)).toBeVisible();
  await expect(main.getByLabel(x.email, { exact: true })).toHaveValue(next);
  await expect(main.getByLabel(x.password, { exact: true })).toHaveCount(0);
  expect(violations).toEqual([]);
});

test('a stranger guessing the password delays the owner, and a code by email lets the owner in at once', async ({
  page,
  lang,
}) => {
  const d = DELAYED_LOGIN_TEXTS[lang];
  const login = ACCOUNT_TEXTS[lang].login;
  const shopper = await createShopper();
  // The journeys run with RATE_LIMIT_FACTOR=10: 50 free wrong passwords, then waits of 1 s, 2 s, 4 s…
  // A stranger keeps guessing, waiting out each delay, until the account waits 16 s.
  for (let wait = 0; wait < 16; ) {
    const guess = await fetch(`${apiURL}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login: shopper.email, password: 'a-stranger-guess-1' }),
    });
    if (guess.status === 429) {
      wait = Number(guess.headers.get('retry-after'));
      if (wait < 16) await new Promise((resolve) => setTimeout(resolve, wait * 1000));
    } else {
      expect(guess.status).toBe(401);
    }
  }
  await page.goto('/login');
  const main = page.getByRole('main');
  const submit = main.getByRole('button', { name: login.submit });
  await expect
    .poll(() =>
      submit.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps'))),
    )
    .toBe(true);
  await main.getByLabel(login.login).fill(shopper.email);
  await main.getByLabel(login.password, { exact: true }).fill(shopper.password);
  await submit.click();
  await expect(main.getByText(d.delayed)).toBeVisible();
  await main.getByRole('button', { name: d.emailCode }).click();
  await main.getByLabel(d.code).fill(await readCode(shopper.email, 'otp.login'));
  await submit.click();
  await expect(page).not.toHaveURL(/\/login/, { timeout: 15_000 });
});
