/** The storefront's languages, the first the default. Plain constants: client code reads them without next-intl. */
export const LOCALES = ['en', 'ar'] as const;
export const DEFAULT_LOCALE = LOCALES[0];
