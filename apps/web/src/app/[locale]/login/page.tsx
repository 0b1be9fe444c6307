import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AuthCard, authLinkClass } from '@/features/auth/auth-card';
import { getAuthFieldLabels } from '@/features/auth/get-auth-texts';
import { LoginForm } from '@/features/auth/login-form';
import { Link } from '@/i18n/navigation';
import { routing } from '@/i18n/routing';
import { getSessionUser } from '@/lib/api/authed';
import { getValidationMessages } from '@/lib/forms/get-validation-messages';
import { readRouteBack, resolveRouteBack, withRouteBack } from '@/lib/route-back';
import { sitePaths } from '@/lib/routes';
import { getPageMetadata } from '@/lib/seo';

type LoginPageProps = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: LoginPageProps): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'Auth.login' });
  return getPageMetadata({
    locale,
    title: t('metaTitle'),
    description: t('metaDescription'),
    path: sitePaths.login,
    noIndex: true,
  });
}

/**
 * /login (spec §2): `routeBack` and `routeParams` say where to go once signed in. A shopper who is signed in
 * already goes there at once.
 */
export default async function LoginPage({ params, searchParams }: LoginPageProps) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const back = readRouteBack(await searchParams);
  // Reading the session cookie makes this page render per request.
  if (await getSessionUser(locale)) redirect(resolveRouteBack(back));

  const [t, fields, validationMessages] = await Promise.all([
    getTranslations({ locale, namespace: 'Auth.login' }),
    getAuthFieldLabels(locale),
    getValidationMessages(locale),
  ]);

  return (
    <AuthCard
      title={t('title')}
      intro={<p>{t('intro')}</p>}
      footer={
        <p>
          {t('noAccount')}{' '}
          <Link href={withRouteBack(sitePaths.signUp, back)} className={authLinkClass}>
            {t('signUpLink')}
          </Link>
        </p>
      }
    >
      <LoginForm
        locale={locale}
        back={back}
        fields={fields}
        labels={{
          submit: t('submit'),
          pending: t('pending'),
          forgotPassword: t('forgotPassword'),
          verifyAccount: t('verifyAccount'),
          sendingCode: t('sendingCode'),
          emailSignInCode: t('emailSignInCode'),
          signInCode: t('signInCode'),
          signInCodeHint: t('signInCodeHint'),
        }}
        validationMessages={validationMessages}
      />
    </AuthCard>
  );
}
