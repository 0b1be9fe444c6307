import type { ApiLang } from '@coffee/contracts/common';

export type Lang = 'en' | 'ar';

/**
 * `ar-SA` → `ar`; anything else (absent, `en-US`, garbage) → `en`, the spec's default. A repeated `lang`
 * (`?lang=ar-SA&lang=ar-SA`) is refused by validation, in the language its first value asked for.
 */
export function langFromQuery(value: unknown): Lang {
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' && first.toLowerCase().startsWith('ar') ? 'ar' : 'en';
}

export const toLang = (apiLang: ApiLang): Lang => (apiLang === 'ar-SA' ? 'ar' : 'en');

/** Picks the field of a bilingual row in the request's language. */
export function localized<T>(lang: Lang, en: T, ar: T): T {
  return lang === 'ar' ? ar : en;
}
