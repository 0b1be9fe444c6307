import { parseLoginIdentifier } from '@coffee/contracts/auth';
import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { AuthCard, authLinkClass } from '@/features/auth/auth-card';
import { getAuthFieldLabels, getResendCodeLabels } from '@/features/auth/get-auth-texts';
import { VerifyOtpForm } from '@/features/auth/verify-otp-form';
import { Link } from '@/i18n/navigation';
import { routing } from '@/i18n/routing';
import { getSessionUser } from '@/lib/api/authed';
import { getValidationMessages } from '@/lib/forms/get-validation-messages';
import { readRouteBack, resolveRouteBack, withRouteBack } from '@/lib/route-back';
import { sitePaths } from '@/lib/routes';
import { getPageMetadata } from '@/lib/seo';

type VerifyOtpPageProps = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: VerifyOtpPageProps): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'Auth.verifyOtp' });
  return getPageMetadata({
    locale,
    title: t('metaTitle'),
    description: t('metaDescription'),
    path: sitePaths.verifyOtp,
    noIndex: true,
  });
}

/** An address inside a sentence of either language: read left to right, set apart from the words. */
const renderAddress = (chunks: ReactNode) => (
  <bdi dir="ltr" className="font-semibold text-espresso-900">
    {chunks}
  </bdi>
);

/**
 * /verify-otp?email=…: the sign-up code. `email` (sign-up, or the login page for an unverified account,
 * where it may be a mobile number) says whom the code went to; without it the shopper types it.
 */
export default async function VerifyOtpPage({ params, searchParams }: VerifyOtpPageProps) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const query = await searchParams;
  const back = readRouteBack(query);
  // A signed-in shopper has nothing left to verify: on to where they were going.
  if (await getSessionUser(locale)) redirect(resolveRouteBack(back));
  const email = Array.isArray(query.email) ? query.email[0] : query.email;
  const identifier = email ? parseLoginIdentifier(email) : null;

  const [t, fields, resendLabels, validationMessages] = await Promise.all([
    getTranslations({ locale, namespace: 'Auth.verifyOtp' }),
    getAuthFieldLabels(locale),
    getResendCodeLabels(locale, 'Auth.verifyOtp'),
    getValidationMessages(locale),
  ]);

  const intro = !identifier
    ? t('noAddress')
    : identifier.kind === 'email'
      ? t.rich('sentTo', { email: identifier.value, address: renderAddress })
      : t.rich('sentToAccountOf', { mobile: identifier.value, address: renderAddress });

  return (
    <AuthCard
      title={t('title')}
      intro={<p>{intro}</p>}
      footer={
        <p>
          {t('wrongAddress')}{' '}
          <Link href={withRouteBack(sitePaths.signUp, back)} className={authLinkClass}>
            {t('signUpAgain')}
          </Link>
        </p>
      }
    >
      <VerifyOtpForm
        locale={locale}
        back={back}
        knownLogin={identifier?.value ?? null}
        fields={fields}
        labels={{
          ...resendLabels,
          submit: t('submit'),
          pending: t('pending'),
          success: t('success'),
          didNotGetIt: t('didNotGetIt'),
        }}
        validationMessages={validationMessages}
      />
    </AuthCard>
  );
}
