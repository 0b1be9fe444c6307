import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AuthCard, authLinkClass } from '@/features/auth/auth-card';
import { ForgotPasswordFlow } from '@/features/auth/forgot-password-flow';
import { getAuthFieldLabels, getResendCodeLabels } from '@/features/auth/get-auth-texts';
import { Link } from '@/i18n/navigation';
import { routing } from '@/i18n/routing';
import { getSessionUser } from '@/lib/api/authed';
import { getValidationMessages } from '@/lib/forms/get-validation-messages';
import { readRouteBack, withRouteBack } from '@/lib/route-back';
import { profilePaths, sitePaths } from '@/lib/routes';
import { getPageMetadata } from '@/lib/seo';

type ForgetPasswordPageProps = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: ForgetPasswordPageProps): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'Auth.forgetPassword' });
  return getPageMetadata({
    locale,
    title: t('metaTitle'),
    description: t('metaDescription'),
    path: sitePaths.forgetPassword,
    noIndex: true,
  });
}

/** /forget-password (the spec's spelling): a code by email, then a new password, then log in. */
export default async function ForgetPasswordPage({ params, searchParams }: ForgetPasswordPageProps) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const back = readRouteBack(await searchParams);
  // Signed in, the password is changed in the account settings (with the current one), not by a code.
  if (await getSessionUser(locale)) redirect(profilePaths.accountSetting);

  const [t, fields, resendLabels, validationMessages] = await Promise.all([
    getTranslations({ locale, namespace: 'Auth.forgetPassword' }),
    getAuthFieldLabels(locale),
    getResendCodeLabels(locale, 'Auth.forgetPassword'),
    getValidationMessages(locale),
  ]);

  return (
    <AuthCard
      title={t('title')}
      intro={<p>{t('intro')}</p>}
      footer={
        <p>
          {t('rememberIt')}{' '}
          <Link href={withRouteBack(sitePaths.login, back)} className={authLinkClass}>
            {t('backToLogin')}
          </Link>
        </p>
      }
    >
      <ForgotPasswordFlow
        locale={locale}
        back={back}
        fields={fields}
        labels={{
          ...resendLabels,
          sendCode: t('sendCode'),
          sendingCode: t('sendingCode'),
          resetHeading: t('resetHeading'),
          submit: t('submit'),
          pending: t('pending'),
          didNotGetIt: t('didNotGetIt'),
          changeLogin: t('changeLogin'),
        }}
        validationMessages={validationMessages}
      />
    </AuthCard>
  );
}
