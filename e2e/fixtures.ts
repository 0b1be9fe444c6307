import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { DIRECTION, type Lang, TEXTS, type Texts } from './support/texts';

/**
 * Every journey runs once per language: the `en` and `ar` projects (playwright.config.ts) set `lang`, and
 * the browser's locale, so a first visit sends that Accept-Language as a shopper's browser would. No cookie
 * is set beforehand: the storefront must pick the language itself.
 */
export type TestOptions = { lang: Lang };

export const test = base.extend<TestOptions & { t: Texts; pageErrors: undefined }>({
  lang: ['en', { option: true }],
  t: async ({ lang }, use) => {
    await use(TEXTS[lang]);
  },
  /**
   * A page starts its scripts after it has painted (apps/web/start-up-scripts.mjs), so the `load` that
   * page.goto and page.reload wait for can come before React has hydrated the page; a click then would reach a
   * button with no handler yet. Every journey's goto and reload also wait for hydration.
   */
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await waitForHydration(page);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      await waitForHydration(page);
      return response;
    };
    await use(page);
  },
  /** An uncaught exception in the page (a hydration failure, a broken island) fails the journey. */
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`${error.name}: ${error.message}`));
      await use(undefined);
      expect(errors, `uncaught errors in the page:\n${errors.join('\n')}`).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Waits until React has hydrated the document (the root <html> carries its fiber) when the page is one of
 * the storefront's that starts its scripts late; any other page (a payment gateway's, an error) is left alone.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const startsLate = Array.from(document.scripts).some(
      (script) => !script.src && script.textContent?.includes('img[fetchpriority="high"]'),
    );
    return !startsLate || Object.keys(document.documentElement).some((key) => key.startsWith('__reactFiber'));
  });
}

/** The other language: what the switcher offers. */
export const otherLang = (lang: Lang): Lang => (lang === 'ar' ? 'en' : 'ar');

/** `<html lang dir>` as a screen reader and the browser's layout see them. */
export async function expectDocumentLanguage(page: Page, lang: Lang) {
  const html = page.locator('html');
  await expect(html).toHaveAttribute('lang', lang);
  await expect(html).toHaveAttribute('dir', DIRECTION[lang]);
}

// --- Numbers as printed: Arabic pages use Arabic-Indic digits and separators. ---------------------------

const ARABIC_DIGITS = '٠١٢٣٤٥٦٧٨٩';

export function toLatinDigits(text: string): string {
  return text
    .replace(/[٠-٩]/g, (digit) => String(ARABIC_DIGITS.indexOf(digit)))
    .replace(/٫/g, '.')
    .replace(/[٬,]/g, '');
}

/** Every amount of money printed in `text`, in EGP, in reading order. */
export function amountsIn(text: string, t: Texts): number[] {
  return [...text.matchAll(t.priceAmount)].map((match) => Number(toLatinDigits(match[1] ?? '')));
}

/**
 * The shop's result count heading: "24 products", "1 product", "No products"; in Arabic with the plural
 * forms "منتج واحد", "منتجان", "٣ منتجات", "٢٤ منتجًا", "١٠٠ منتج", "لا توجد منتجات".
 */
const COUNT_HEADING: Record<Lang, RegExp> = {
  en: /^(No products|[\d,]+ products?)$/,
  ar: /^(لا توجد منتجات|منتج واحد|منتجان|[٠-٩٬]+ منتج(ات|ًا)?)$/,
};

export function resultsRegion(page: Page, lang: Lang): Locator {
  return page.getByRole('region', { name: COUNT_HEADING[lang] });
}

export async function resultCount(page: Page, lang: Lang): Promise<number> {
  const text =
    (await page.getByRole('heading', { level: 2, name: COUNT_HEADING[lang] }).textContent())?.trim() ?? '';
  if (/^(No products|لا توجد منتجات)$/.test(text)) return 0;
  if (text === 'منتج واحد') return 1;
  if (text === 'منتجان') return 2;
  const digits = toLatinDigits(text).match(/\d+/);
  if (!digits) throw new Error(`unreadable result count: ${text}`);
  return Number(digits[0]);
}

/** The product cards of the result list, each an article with its name as a heading. */
export function productCards(page: Page, lang: Lang): Locator {
  return resultsRegion(page, lang).getByRole('article');
}

/** What a card shows: its name (the full one when truncated, from the link's tooltip) and price. */
export async function readCard(card: Locator, t: Texts) {
  const link = card.getByRole('heading', { level: 3 }).getByRole('link');
  const name = (await link.getAttribute('title')) ?? (await link.textContent())?.trim() ?? '';
  const text = (await card.textContent()) ?? '';
  const match = text.match(new RegExp(t.priceAmount.source));
  if (!match) throw new Error(`no price on the card of ${name}: ${text}`);
  return { name, link, priceText: match[0], price: amountsIn(text, t)[0]! };
}

export async function cardNames(page: Page, lang: Lang): Promise<string[]> {
  return productCards(page, lang)
    .getByRole('heading', { level: 3 })
    .allTextContents()
    .then((names) => names.map((name) => name.trim()));
}

/**
 * Waits until a page looks finished to a person: fonts in, every lazy picture scrolled into view and
 * loaded (or replaced by its placeholder), then back to the top.
 */
export async function settle(page: Page) {
  await page.evaluate(async () => {
    await document.fonts.ready;
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight * 0.75) {
      window.scrollTo(0, y);
      await pause(60);
    }
    window.scrollTo(0, 0);
  });
  await page
    .waitForFunction(() => Array.from(document.images).every((image) => image.complete), undefined, {
      timeout: 15_000,
    })
    .catch(() => undefined);
}
