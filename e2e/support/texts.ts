/**
 * What a shopper reads on the page, in each language: the journeys look for these words rather than for
 * classes or test ids. Kept apart from the storefront's message files on purpose, so a wrong or missing
 * translation fails a journey instead of being copied into it.
 */
export type Lang = 'en' | 'ar';

export const LANGS: readonly Lang[] = ['en', 'ar'];

/** The Accept-Language a first visit sends (Playwright's `locale` option). */
export const BROWSER_LOCALE: Record<Lang, string> = { en: 'en-US', ar: 'ar-EG' };

export const DIRECTION: Record<Lang, 'ltr' | 'rtl'> = { en: 'ltr', ar: 'rtl' };

/**
 * Somebody's text (a product's, an address's, a person's name) as the store puts it inside its own plain-string
 * sentences (aria-labels, toasts): between Unicode's first strong isolate and its closing mark, so it keeps its
 * own direction. Playwright's accessible names keep both marks (it drops only U+200B and U+00AD), so a name
 * looked for must hold them too.
 */
export const isolated = (text: string): string => `\u2068${text}\u2069`;

export type Texts = {
  siteName: string;
  /** The switcher's label: the other language's name, written in that language. */
  switcherLabel: string;
  /** A page link in the navbar, to see the texts change with the language. */
  navShop: string;
  categoriesNav: string;
  pagesNav: string;
  /** The phone's menu: its button, the drawer's title and its close button. */
  openMenu: string;
  menuTitle: string;
  closeMenu: string;
  notFound: string;
  backHome: string;
  searchLabel: string;
  suggestions: string;
  /** The shop's title over search results. */
  searchResultsTitle: (query: string) => string;
  filters: string;
  clearAll: string;
  chosenFilters: string;
  priceMin: string;
  priceMax: string;
  applyPrice: string;
  next: string;
  pagination: string;
  breadcrumb: string;
  /** Demo catalog: the category and sub-category picked from the navbar, and a brand with a few coffees. */
  category: string;
  subCategory: string;
  brand: string;
  /** The amount of a formatted price, e.g. "EGP 1,250" or "١٬٢٥٠ ج.م.". */
  priceAmount: RegExp;
};

export const TEXTS: Record<Lang, Texts> = {
  en: {
    siteName: 'Bunn',
    switcherLabel: 'العربية',
    navShop: 'Shop',
    categoriesNav: 'Product categories',
    pagesNav: 'Site pages',
    openMenu: 'Open menu',
    menuTitle: 'Menu',
    closeMenu: 'Close menu',
    notFound: 'This page could not be found',
    backHome: 'Return to Home',
    searchLabel: 'Search products',
    suggestions: 'Suggestions',
    searchResultsTitle: (query) => `Search results for “${query}”`,
    filters: 'Filters',
    clearAll: 'Clear all',
    chosenFilters: 'Chosen filters',
    priceMin: 'Min (EGP)',
    priceMax: 'Max (EGP)',
    applyPrice: 'Apply price',
    next: 'Next',
    pagination: 'Pages',
    breadcrumb: 'Breadcrumb',
    category: 'Coffee',
    subCategory: 'Coffee Beans',
    brand: 'Nile Roasters',
    priceAmount: /EGP\s*([\d,]+(?:\.\d+)?)/g,
  },
  ar: {
    siteName: 'بُنّ',
    switcherLabel: 'English',
    navShop: 'المتجر',
    categoriesNav: 'فئات المنتجات',
    pagesNav: 'صفحات الموقع',
    openMenu: 'فتح القائمة',
    menuTitle: 'القائمة',
    closeMenu: 'إغلاق القائمة',
    notFound: 'تعذر العثور على هذه الصفحة',
    backHome: 'العودة إلى الصفحة الرئيسية',
    searchLabel: 'ابحث في المنتجات',
    suggestions: 'اقتراحات',
    searchResultsTitle: (query) => `نتائج البحث عن «${query}»`,
    filters: 'الفلاتر',
    clearAll: 'مسح الكل',
    chosenFilters: 'الفلاتر المختارة',
    priceMin: 'من (ج.م)',
    priceMax: 'إلى (ج.م)',
    applyPrice: 'تطبيق السعر',
    next: 'التالي',
    pagination: 'الصفحات',
    breadcrumb: 'مسار التنقل',
    category: 'القهوة',
    subCategory: 'حبوب القهوة',
    brand: 'نايل روسترز',
    priceAmount: /([٠-٩0-9][٠-٩0-9٬,]*(?:[٫.][٠-٩0-9]+)?)\s*ج\.م/g,
  },
};

/**
 * The search journeys: a spelling a shopper really types, and what the suggestions must then contain.
 * Arabic: "قهوه" ends in a plain haa where the catalog writes a taa marbuta ("قهوة"). English: a letter is
 * missing from "Comandante".
 */
export const SEARCH: Record<Lang, { typed: string; expected: RegExp }> = {
  ar: { typed: 'قهوه', expected: /قهوة/ },
  en: { typed: 'comandate', expected: /Comandante/i },
};
