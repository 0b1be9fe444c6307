import 'server-only';
import type { Locale } from '@coffee/contracts/common';
import { getTranslations } from 'next-intl/server';
import type { ValidationMessages } from './validation-messages';

/** The `Validation` sentences of a language, raw (`{min}` kept), for a client form's resolver. */
export async function getValidationMessages(locale: Locale): Promise<ValidationMessages> {
  const t = await getTranslations({ locale, namespace: 'Validation' });
  return {
    required: t('required'),
    tooShort: t.raw('tooShort') as string,
    tooLong: t.raw('tooLong') as string,
    invalidEmail: t('invalidEmail'),
    invalidValue: t('invalidValue'),
    invalidMobile: t('invalidMobile'),
    invalidLogin: t('invalidLogin'),
    identifierRequired: t('identifierRequired'),
    passwordLetterDigit: t('passwordLetterDigit'),
    passwordMismatch: t('passwordMismatch'),
    invalidCode: t('invalidCode'),
  };
}
