import { expect, expectDocumentLanguage, resultCount, test } from './fixtures';
import { SEARCH } from './support/texts';

test('search: suggestions for a spelling variant, chosen with the keyboard; Enter alone searches all', async ({
  page,
  lang,
  t,
}) => {
  const { typed, expected } = SEARCH[lang];
  const box = page.getByRole('combobox', { name: t.searchLabel });
  const list = page.getByRole('listbox', { name: t.suggestions });
  const options = list.getByRole('option');

  await page.goto('/');
  await expectDocumentLanguage(page, lang);

  await test.step('one character shows no suggestions', async () => {
    await box.click();
    await box.pressSequentially(typed.slice(0, 1));
    // Past the box's debounce: had a request gone out, its answer would be in by now.
    await page.waitForTimeout(600);
    await expect(list).toBeHidden();
    await expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  let chosen = '';
  await test.step(`typing “${typed}” suggests ${expected}`, async () => {
    await box.pressSequentially(typed.slice(1), { delay: 40 });
    await expect(list).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await expect(options.first()).toBeVisible();
    const texts = await options.allTextContents();
    const index = texts.findIndex((text) => expected.test(text));
    expect(index, `suggestions: ${texts.join(' | ')}`).toBeGreaterThanOrEqual(0);
    // Nothing is highlighted until an arrow key is pressed.
    await expect(list.locator('[role="option"][aria-selected="true"]')).toHaveCount(0);

    for (let step = 0; step <= index; step++) await box.press('ArrowDown');
    const option = options.nth(index);
    await expect(option).toHaveAttribute('aria-selected', 'true');
    await expect(list.locator('[role="option"][aria-selected="true"]')).toHaveCount(1);
    await expect(box).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id')) ?? '');
    // The list box stays within its 250 px and the highlighted suggestion is scrolled into sight.
    expect((await list.boundingBox())?.height ?? 0).toBeLessThanOrEqual(251);
    await expect(option).toBeInViewport();
    chosen = (await option.textContent())?.trim() ?? '';
  });

  await test.step('Enter opens the highlighted product', async () => {
    await box.press('Enter');
    await expect(page).toHaveURL(/\/single-product\/\d+$/);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(expected);
    expect(chosen.startsWith((await heading.textContent())?.trim() ?? '')).toBe(true);
  });

  await test.step('Enter with nothing highlighted runs a full search', async () => {
    await box.click();
    await box.fill('');
    await box.pressSequentially(typed, { delay: 40 });
    await expect(options.first()).toBeVisible();
    await box.press('Enter');
    await expect(page).toHaveURL(
      (url) => url.pathname === '/products' && url.searchParams.get('query') === typed,
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.searchResultsTitle(typed));
    await expect(list).toBeHidden();
    await expect.poll(() => resultCount(page, lang)).toBeGreaterThan(0);
    await expect(page.getByRole('main').getByRole('article').first()).toContainText(expected);
  });

  await test.step('a press outside closes the suggestions', async () => {
    await box.click();
    await box.fill('');
    await box.pressSequentially(typed, { delay: 40 });
    await expect(list).toBeVisible();
    // Well below the header, where the list does not reach.
    const viewport = page.viewportSize() ?? { width: 1280, height: 900 };
    await page.mouse.click(viewport.width / 2, viewport.height - 40);
    await expect(list).toBeHidden();
    await expect(box).toHaveAttribute('aria-expanded', 'false');
  });
});

test('search: Franco-Arabic “2ahwa torki” suggests and finds Turkish coffee', async ({ page, lang, t }) => {
  const typed = '2ahwa torki';
  const box = page.getByRole('combobox', { name: t.searchLabel });
  const list = page.getByRole('listbox', { name: t.suggestions });
  // Turkish coffees are named "… Turkish Coffee …" in English and "بن …" in Arabic.
  const turkishCoffee = lang === 'en' ? /Turkish/i : /^بن /;

  await page.goto('/');
  await expectDocumentLanguage(page, lang);
  await box.click();
  await box.pressSequentially(typed, { delay: 40 });
  await expect(list).toBeVisible();
  await expect(list.getByRole('option').first()).toContainText(turkishCoffee);

  await box.press('Enter');
  await expect(page).toHaveURL(
    (url) => url.pathname === '/products' && url.searchParams.get('query') === typed,
  );
  await expect.poll(() => resultCount(page, lang)).toBeGreaterThan(0);
  // The Turkish-coffee shelf leads (French coffee is sold on it too), on either page.
  const results = page.getByRole('main').getByRole('article').getByRole('heading', { level: 3 });
  await expect(results.filter({ hasText: turkishCoffee }).first()).toBeVisible();
  // On the Arabic page the Latin letters found the Arabic words themselves: قهوة تركي.
  if (lang === 'ar') await expect(results.filter({ hasText: /قهوة تركي/ }).first()).toBeVisible();
});
