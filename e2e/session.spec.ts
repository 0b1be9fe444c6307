import { expect, test } from './fixtures';
import { createShopper } from './support/accounts';
import { ACCOUNT_TEXTS } from './support/texts-account';

/**
 * The session behind the pages (issue 4, spec §4): tokens live in httpOnly cookies no script can read; an
 * access token that is gone (expired) is renewed by the store before the page renders; a refresh token the
 * API refuses logs the shopper out, and a members-only page then sends them to login.
 */
test('an expired access token is renewed before the page renders; a refused refresh logs out', async ({
  page,
  context,
  lang,
  baseURL,
}) => {
  const t = ACCOUNT_TEXTS[lang];
  const shopper = await createShopper({ first_name: 'Salma' });

  // Logged in through the store's own route, as the login form does: the tokens go to cookies only.
  const login = await page.request.post(`/bff/auth/login?locale=${lang}`, {
    data: { login: shopper.email, password: shopper.password },
  });
  expect(login.ok()).toBe(true);
  expect(JSON.stringify(await login.json())).not.toContain('token');
  const issued = await context.cookies();
  const access = issued.find((cookie) => cookie.name === 'access_token');
  const refresh = issued.find((cookie) => cookie.name === 'refresh_token');
  expect(access, 'access cookie').toMatchObject({ httpOnly: true, sameSite: 'Lax' });
  expect(refresh, 'refresh cookie').toMatchObject({ httpOnly: true, sameSite: 'Lax' });
  await page.goto('/');
  expect(await page.evaluate(() => document.cookie)).not.toMatch(/access_token|refresh_token/);

  // The access token expired and the browser dropped it: the page is still Salma's, on a new pair.
  await context.clearCookies({ name: 'access_token' });
  await page.goto('/profile/address-book');
  await expect(page).toHaveURL(/\/profile\/address-book$/);
  await expect(page.getByRole('heading', { level: 1, name: t.addressBook.heading })).toBeVisible();
  await expect(page.getByRole('button', { name: t.accountMenu })).toContainText('Salma');
  const renewed = await context.cookies();
  expect(renewed.find((cookie) => cookie.name === 'access_token')?.value).toBeTruthy();
  expect(renewed.find((cookie) => cookie.name === 'refresh_token')?.value).not.toBe(refresh?.value);

  // The refresh token is refused (here: one the API never issued): logged out, sent to login, cookies gone.
  // First the page's own start-up calls end (its cart loads through /bff, which may renew the pair and would
  // put real cookies back over the ones set here).
  await page.waitForLoadState('networkidle');
  await context.clearCookies({ name: 'access_token' });
  await context.addCookies([{ name: 'refresh_token', value: 'x'.repeat(43), url: baseURL ?? '' }]);
  await page.goto('/profile/address-book');
  await expect(page).toHaveURL(/\/login\?routeBack=%2Fprofile%2Faddress-book$/);
  await expect(page.getByRole('link', { name: t.loginLink })).toBeVisible();
  const after = await context.cookies();
  expect(after.filter((cookie) => /^(access|refresh)_token$/.test(cookie.name))).toEqual([]);
});
