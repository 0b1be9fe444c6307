import { expect, expectDocumentLanguage, resultCount, test } from './fixtures';
import { logIn, newPage, STAFF } from './support/backoffice';
import { isolated, type Lang } from './support/texts';
import { ADMIN_TEXTS } from './support/texts-admin';

/**
 * What the search page of the back office reads, in each language; written apart from the message files on
 * purpose (see texts.ts).
 */
const TEXTS: Record<
  Lang,
  {
    nav: string;
    title: string;
    nothingTitle: string;
    addFor: (phrase: string) => string;
    newGroup: string;
    add: string;
    added: string;
    noResults: (query: string) => string;
  }
> = {
  en: {
    nav: 'Search',
    title: 'Search',
    nothingTitle: 'Found nothing',
    addFor: (phrase) => `Add a synonym for “${isolated(phrase)}”`,
    newGroup: 'A new group of words that mean the same',
    add: 'Add group',
    added: 'Group added. Searches use it from now on.',
    noResults: (query) => `No results for “${query}”`,
  },
  ar: {
    nav: 'البحث',
    title: 'البحث',
    nothingTitle: 'لم تجد شيئًا',
    addFor: (phrase) => `إضافة مرادف لـ «${isolated(phrase)}»`,
    newGroup: 'مجموعة جديدة من كلمات بالمعنى نفسه',
    add: 'إضافة المجموعة',
    added: 'أُضيفت المجموعة، وسيستخدمها البحث من الآن.',
    noResults: (query) => `لا توجد نتائج لـ «${query}»`,
  },
};

test('search synonyms: a search that found nothing reaches staff, who make it a synonym; the next search finds it', async ({
  page,
  browser,
  lang,
}, testInfo) => {
  // Staff save, then the storefront's cached catalog expires: slow on a loaded machine.
  test.setTimeout(120_000);
  const texts = TEXTS[lang];
  // The word the new one stands for: another on a retry, since the first try may have taken "vacuum".
  const target = testInfo.retry === 0 ? 'vacuum' : 'flask';
  // A word no product holds, new to every run (a retry included): Latin letters only, read as nothing in Franco.
  const word = `qzx${Math.random()
    .toString(36)
    .replace(/[^a-z]/g, '')
    .slice(0, 6)}`;

  await test.step('the shopper searches a word the catalog does not use, and finds nothing', async () => {
    await page.goto(`/products?${new URLSearchParams({ query: word })}`);
    await expectDocumentLanguage(page, lang);
    await expect(page.getByRole('heading', { name: texts.noResults(word) })).toBeVisible();
  });

  const desk = await newPage(browser, lang);
  await test.step('staff see it among the searches that found nothing, and add a synonym from it', async () => {
    await logIn(desk, ADMIN_TEXTS[lang], STAFF, '/admin/search');
    await expect(desk.getByRole('heading', { level: 1, name: texts.title })).toBeVisible();
    const nothing = desk.getByRole('region', { name: texts.nothingTitle });
    await expect(nothing.getByText(word, { exact: true })).toBeVisible();
    await nothing.getByRole('link', { name: texts.addFor(word) }).click();
    const field = desk.getByLabel(texts.newGroup);
    await expect(field).toHaveValue(`${word}, `);
    await field.press('End');
    await field.pressSequentially(target);
    await desk.getByRole('button', { name: texts.add, exact: true }).click();
    await expect(desk.getByText(texts.added)).toBeVisible({ timeout: 30_000 });
    await expect(desk.getByRole('list', { name: new RegExp(word) })).toBeVisible();
  });

  await test.step('the shopper searches the same word again and finds the vacuum flasks', async () => {
    await page.goto(`/products?${new URLSearchParams({ query: word })}`);
    await expect.poll(() => resultCount(page, lang)).toBeGreaterThan(0);
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  });
  await desk.context().close();
});
