/**
 * The error page's texts in both languages, for global-error.tsx. That page replaces the root layout, so
 * it has no locale and no next-intl provider, and its code loads on every page: it must not pull in whole
 * message files. messages.test.ts keeps these equal to the `Error` messages.
 */
export const fatalErrorText = {
  en: {
    title: 'Oops! Something went wrong.',
    description: 'Please try again later.',
    backHome: 'Return to Home',
  },
  ar: {
    title: 'عذرًا! حدث خطأ ما.',
    description: 'يُرجى المحاولة مرة أخرى لاحقًا.',
    backHome: 'العودة إلى الصفحة الرئيسية',
  },
} as const;
