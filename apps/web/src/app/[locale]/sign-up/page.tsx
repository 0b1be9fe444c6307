import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AuthCard, authLinkClass } from '@/features/auth/auth-card';
import { getAuthFieldLabels } from '@/features/auth/get-auth-texts';
import { SignUpForm } from '@/features/auth/sign-up-form';
import { Link } from '@/i18n/navigation';
import { routing } from '@/i18n/routing';
import { getSessionUser } from '@/lib/api/authed';
import { getValidationMessages } from '@/lib/forms/get-validation-messages';
import { readRouteBack, resolveRouteBack, withRouteBack } from '@/lib/route-back';
import { sitePaths } from '@/lib/routes';
import { getPageMetadata } from '@/lib/seo';

type SignUpPageProps = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: SignUpPageProps): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'Auth.signUp' });
  return getPageMetadata({
    locale,
    title: t('metaTitle'),
    description: t('metaDescription'),
    path: sitePaths.signUp,
    noIndex: true,
  });
}

/** /sign-up: the account's fields (spec §3), then the emailed code; `routeBack` is kept throughout. */
export default async function SignUpPage({ params, searchParams }: SignUpPageProps) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const back = readRouteBack(await searchParams);
  if (await getSessionUser(locale)) redirect(resolveRouteBack(back));

  const [t, fields, validationMessages] = await Promise.all([
    getTranslations({ locale, namespace: 'Auth.signUp' }),
    getAuthFieldLabels(locale),
    getValidationMessages(locale),
  ]);

  return (
    <AuthCard
      title={t('title')}
      intro={<p>{t('intro')}</p>}
      footer={
        <p>
          {t('haveAccount')}{' '}
          <Link href={withRouteBack(sitePaths.login, back)} className={authLinkClass}>
            {t('loginLink')}
          </Link>
        </p>
      }
    >
      <SignUpForm
        locale={locale}
        back={back}
        fields={fields}
        labels={{ submit: t('submit'), pending: t('pending') }}
        validationMessages={validationMessages}
      />
    </AuthCard>
  );
}
