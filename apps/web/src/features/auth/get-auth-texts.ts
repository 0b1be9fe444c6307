import 'server-only';
import type { Locale } from '@coffee/contracts/common';
import { getTranslations } from 'next-intl/server';
import type { AuthFieldLabels } from './field-labels';
import type { ResendCodeLabels } from './resend-code-button';

/** The `Auth.fields` texts every account form shares, for a page to pass to its client form. */
export async function getAuthFieldLabels(locale: Locale): Promise<AuthFieldLabels> {
  const t = await getTranslations({ locale, namespace: 'Auth.fields' });
  return {
    firstName: t('firstName'),
    lastName: t('lastName'),
    email: t('email'),
    mobile: t('mobile'),
    mobileHint: t('mobileHint'),
    login: t('login'),
    password: t('password'),
    passwordConfirmation: t('passwordConfirmation'),
    newPassword: t('newPassword'),
    newPasswordConfirmation: t('newPasswordConfirmation'),
    passwordHint: t('passwordHint'),
    code: t('code'),
    codeHint: t('codeHint'),
    showPassword: t('showPassword'),
    hidePassword: t('hidePassword'),
    networkError: t('networkError'),
  };
}

/** The resend button's texts of a page's namespace (`{time}` kept for the live countdown). */
export async function getResendCodeLabels(
  locale: Locale,
  namespace: 'Auth.verifyOtp' | 'Auth.forgetPassword',
): Promise<ResendCodeLabels> {
  const [t, tf] = await Promise.all([
    getTranslations({ locale, namespace }),
    getTranslations({ locale, namespace: 'Auth.fields' }),
  ]);
  return {
    resend: t('resend'),
    resendIn: t.raw('resendIn') as string,
    sending: t('resending'),
    networkError: tf('networkError'),
  };
}
