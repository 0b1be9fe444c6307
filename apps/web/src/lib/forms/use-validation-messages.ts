'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { readValidationMessages, type ValidationMessages } from './validation-messages';

/**
 * The `Validation` sentences in the page's language, for a form inside a segment whose client provider
 * carries that namespace (the back office, the seller portal). Store pages pass them as props instead.
 */
export function useValidationMessages(): ValidationMessages {
  const t = useTranslations('Validation');
  const locale = useLocale();
  return useMemo(() => readValidationMessages((key) => t.raw(key), locale), [t, locale]);
}
