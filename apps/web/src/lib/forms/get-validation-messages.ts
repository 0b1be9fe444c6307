import 'server-only';
import type { Locale } from '@coffee/contracts/common';
import { getTranslations } from 'next-intl/server';
import { readValidationMessages, type ValidationMessages } from './validation-messages';

/** The `Validation` sentences of a language, raw (`{min}` kept), for a client form's resolver. */
export async function getValidationMessages(locale: Locale): Promise<ValidationMessages> {
  const t = await getTranslations({ locale, namespace: 'Validation' });
  return readValidationMessages((key) => t.raw(key), locale);
}
