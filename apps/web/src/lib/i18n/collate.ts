import type { Locale } from '@coffee/contracts/common';

const collators = new Map<Locale, Intl.Collator>();

/** One collator per locale: Arabic letter order on Arabic pages, English on English pages. */
export function getCollator(locale: Locale): Intl.Collator {
  let collator = collators.get(locale);
  if (!collator) {
    collator = new Intl.Collator(locale === 'ar' ? 'ar' : 'en');
    collators.set(locale, collator);
  }
  return collator;
}

/** A sorted copy of `items` by the text `getText` returns, in the locale's alphabetical order. */
export function sortByText<T>(items: readonly T[], getText: (item: T) => string, locale: Locale): T[] {
  const { compare } = getCollator(locale);
  return [...items].sort((a, b) => compare(getText(a), getText(b)));
}
