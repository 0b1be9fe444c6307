import {
  amountsIn,
  cardNames,
  expect,
  expectDocumentLanguage,
  productCards,
  readCard,
  resultCount,
  test,
} from './fixtures';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('browse: category menu, brand and price filters, pages and back, a product', async ({
  page,
  lang,
  t,
}) => {
  const count = () => resultCount(page, lang);
  const chips = page.getByRole('link', { name: /\((remove|إزالة)\)$/ });
  const filters = page.getByRole('complementary', { name: t.filters });

  await test.step('open home and pick a sub-category from the navbar', async () => {
    await page.goto('/');
    await expectDocumentLanguage(page, lang);
    const menu = page.getByRole('navigation', { name: t.categoriesNav });
    const category = menu.getByRole('button', { name: t.category, exact: true });
    await category.click();
    await expect(category).toHaveAttribute('aria-expanded', 'true');
    await menu.getByRole('link', { name: t.subCategory, exact: true }).click();

    await expect(page).toHaveURL(
      (url) =>
        url.pathname === '/products' &&
        /^\d+$/.test(url.searchParams.get('category') ?? '') &&
        /^\d+$/.test(url.searchParams.get('subCategory') ?? ''),
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.subCategory);
    await expect(
      page.getByRole('navigation', { name: t.breadcrumb }).getByText(t.subCategory, { exact: true }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(chips.filter({ hasText: t.subCategory })).toBeVisible();
  });

  const inSubCategory = await count();
  expect(inSubCategory).toBeGreaterThan(1);
  const shownInSubCategory = await productCards(page, lang).count();
  expect(shownInSubCategory).toBeGreaterThan(0);
  expect(shownInSubCategory).toBeLessThanOrEqual(inSubCategory);

  await test.step('filter by a brand', async () => {
    const brand = filters.getByRole('checkbox', { name: new RegExp(`^${escapeRegExp(t.brand)}`) });
    await brand.check();
    await expect(page).toHaveURL((url) => url.searchParams.has('brand'));
    await expect(chips.filter({ hasText: t.brand })).toBeVisible();
    await expect(
      filters.getByRole('checkbox', { name: new RegExp(`^${escapeRegExp(t.brand)}`) }),
    ).toBeChecked();
    await expect.poll(count).toBeLessThan(inSubCategory);
  });

  const ofBrand = await count();
  expect(ofBrand).toBeGreaterThan(2);
  await expect(productCards(page, lang)).toHaveCount(ofBrand);

  // A range that leaves out the cheapest and the dearest coffee the shopper sees, so the count must shrink.
  const prices = await productCards(page, lang)
    .allTextContents()
    .then((texts) => texts.map((text) => amountsIn(text, t)[0]!));
  const lowest = Math.min(...prices);
  const highest = Math.max(...prices);
  const min = Math.floor(lowest) + 1;
  const max = Math.ceil(highest) - 1;
  const expected = prices.filter((price) => price >= min && price <= max).length;
  expect(expected, `prices seen: ${prices.join(', ')}`).toBeGreaterThan(0);

  await test.step(`filter by price ${min}–${max} EGP`, async () => {
    await filters.getByRole('spinbutton', { name: t.priceMin }).fill(String(min));
    await filters.getByRole('spinbutton', { name: t.priceMax }).fill(String(max));
    await filters.getByRole('button', { name: t.applyPrice }).click();
    await expect(page).toHaveURL(
      (url) =>
        url.searchParams.get('price_min') === String(min) &&
        url.searchParams.get('price_max') === String(max),
    );
    await expect.poll(count).toBe(expected);
    expect(expected).toBeLessThan(ofBrand);
    // Sub-category, category, brand and price: one chip each.
    await expect(chips).toHaveCount(4);
    const shown = await productCards(page, lang)
      .allTextContents()
      .then((texts) => texts.map((text) => amountsIn(text, t)[0]!));
    expect(shown).toHaveLength(expected);
    for (const price of shown) {
      expect(price).toBeGreaterThanOrEqual(min);
      expect(price).toBeLessThanOrEqual(max);
    }
  });

  await test.step('back and forward replay the filters', async () => {
    await page.goBack();
    await expect(page).toHaveURL(
      (url) => url.searchParams.has('brand') && !url.searchParams.has('price_min'),
    );
    await expect.poll(count).toBe(ofBrand);
    await expect(chips).toHaveCount(3);
    await page.goForward();
    await expect(page).toHaveURL((url) => url.searchParams.get('price_min') === String(min));
    await expect.poll(count).toBe(expected);
  });

  await test.step('clear all filters: the whole shop, in pages', async () => {
    await page.getByRole('link', { name: t.clearAll, exact: true }).first().click();
    await expect(page).toHaveURL((url) => url.pathname === '/products' && url.search === '');
    await expect(chips).toHaveCount(0);
    await expect.poll(count).toBeGreaterThan(inSubCategory);
  });

  const firstPage = await cardNames(page, lang);
  expect(firstPage.length).toBeGreaterThan(0);
  expect(firstPage.length).toBeLessThan(await count());
  const pages = page.getByRole('navigation', { name: t.pagination });

  await test.step('page 2, then back with the browser', async () => {
    await pages.getByRole('link', { name: t.next }).click();
    await expect(page).toHaveURL((url) => url.searchParams.get('page') === '2');
    await expect(pages.locator('[aria-current="page"]')).toHaveText(lang === 'ar' ? /٢/ : /2/);
    await expect.poll(() => cardNames(page, lang)).not.toEqual(firstPage);
    const secondPage = await cardNames(page, lang);
    expect(secondPage.filter((name) => firstPage.includes(name))).toEqual([]);

    await page.goBack();
    await expect(page).toHaveURL((url) => url.pathname === '/products' && !url.searchParams.has('page'));
    await expect.poll(() => cardNames(page, lang)).toEqual(firstPage);
    await expect(pages.locator('[aria-current="page"]')).toHaveText(lang === 'ar' ? /١/ : /1/);
  });

  await test.step('open a product: its name and price', async () => {
    const card = await readCard(productCards(page, lang).first(), t);
    await card.link.click();
    await expect(page).toHaveURL(/\/single-product\/\d+$/);
    await expectDocumentLanguage(page, lang);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(card.name);
    const main = page.getByRole('main');
    await expect(main.getByText(card.priceText).first()).toBeVisible();
    expect(amountsIn((await main.textContent()) ?? '', t)).toContain(card.price);
  });
});
