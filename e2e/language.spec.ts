import { expect, expectDocumentLanguage, otherLang, test } from './fixtures';
import { DIRECTION, TEXTS } from './support/texts';

const YEAR_S = 365 * 24 * 3600;

test('language: the first visit follows the browser, the switcher changes it and a reload keeps it', async ({
  page,
  context,
  lang,
  t,
}) => {
  const target = otherLang(lang);
  const there = TEXTS[target];
  const pagesNav = (name: string) => page.getByRole('navigation', { name });

  await test.step(`first visit with Accept-Language ${lang}: the page is in ${lang}`, async () => {
    await page.goto('/products');
    await expectDocumentLanguage(page, lang);
    await expect(pagesNav(t.pagesNav).getByRole('link', { name: t.navShop, exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.navShop);
  });

  await test.step(`the switcher, labelled “${t.switcherLabel}”, switches to ${target}`, async () => {
    const switcher = page.getByRole('banner').getByRole('button', { name: t.switcherLabel });
    await expect(switcher.getByText(t.switcherLabel, { exact: true })).toBeVisible();
    await switcher.click();
    await expect(page.locator('html')).toHaveAttribute('lang', target);
    await expect(page.locator('html')).toHaveAttribute('dir', DIRECTION[target]);
    await expect(page).toHaveURL((url) => url.pathname === '/products');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(there.navShop);
    await expect(
      pagesNav(there.pagesNav).getByRole('link', { name: there.navShop, exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: t.navShop, exact: true })).toHaveCount(0);
    await expect(page.getByRole('banner').getByRole('button', { name: there.switcherLabel })).toBeVisible();
  });

  await test.step('the choice is remembered for a year', async () => {
    const cookie = (await context.cookies()).find((candidate) => candidate.name === 'i18n_redirected');
    expect(cookie?.value).toBe(target);
    const lifetime = (cookie?.expires ?? 0) - Date.now() / 1000;
    expect(lifetime).toBeGreaterThan(YEAR_S - 2 * 24 * 3600);
    expect(lifetime).toBeLessThan(YEAR_S + 2 * 24 * 3600);
  });

  await test.step('a reload, and another page, stay in the chosen language', async () => {
    await page.reload();
    await expectDocumentLanguage(page, target);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(there.navShop);
    await page.goto('/');
    await expectDocumentLanguage(page, target);
  });

  await test.step(`and back to ${lang}`, async () => {
    await page.getByRole('banner').getByRole('button', { name: there.switcherLabel }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await page.reload();
    await expectDocumentLanguage(page, lang);
  });
});
