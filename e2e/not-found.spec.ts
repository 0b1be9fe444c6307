import { expect, expectDocumentLanguage, test } from './fixtures';

const UNKNOWN = [
  { what: 'an unknown path', path: '/no-such-page/at-all', titled: true },
  // TODO(storefront): the product 404 keeps the site's default <title>; assert it once it says "not found".
  { what: 'a product that does not exist', path: '/single-product/987654', titled: false },
];

for (const { what, path, titled } of UNKNOWN) {
  test(`404: ${what} answers 404 with its text`, async ({ page, lang, t }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expectDocumentLanguage(page, lang);
    await expect(page.getByRole('heading', { name: t.notFound })).toBeVisible();
    if (titled) await expect(page).toHaveTitle(new RegExp(t.notFound));
    // The shell is still there, and a way home.
    await expect(page.getByRole('banner').getByRole('combobox', { name: t.searchLabel })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: t.backHome }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expectDocumentLanguage(page, lang);
  });
}
