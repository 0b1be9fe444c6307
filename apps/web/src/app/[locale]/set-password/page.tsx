import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { FormAlert } from '@/components/ui/form/form-alert';
import { AuthCard, authLinkClass } from '@/features/auth/auth-card';
import { getAuthFieldLabels } from '@/features/auth/get-auth-texts';
import { SetPasswordForm } from '@/features/auth/set-password-form';
import { Link } from '@/i18n/navigation';
import { routing } from '@/i18n/routing';
import { getValidationMessages } from '@/lib/forms/get-validation-messages';
import { sitePaths } from '@/lib/routes';
import { getPageMetadata } from '@/lib/seo';

type SetPasswordPageProps = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: SetPasswordPageProps): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'Auth.setPassword' });
  return getPageMetadata({ locale, title: t('metaTitle'), path: sitePaths.setPassword, noIndex: true });
}

/**
 * /set-password?token=…: where an approved partner's invitation link leads. The token is checked (once,
 * before it expires) by the API when the password is sent; a link without one says so at once.
 */
export default async function SetPasswordPage({ params, searchParams }: SetPasswordPageProps) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const raw = (await searchParams).token;
  const token = (Array.isArray(raw) ? raw[0] : raw)?.trim().slice(0, 100) ?? '';
  const [t, fields, validationMessages] = await Promise.all([
    getTranslations({ locale, namespace: 'Auth.setPassword' }),
    getAuthFieldLabels(locale),
    getValidationMessages(locale),
  ]);

  return (
    <AuthCard
      title={t('title')}
      intro={<p>{t('intro')}</p>}
      footer={
        <p>
          <Link href={sitePaths.login} className={authLinkClass}>
            {t('toLogin')}
          </Link>
        </p>
      }
    >
      {token.length >= 20 ? (
        <SetPasswordForm
          locale={locale}
          token={token}
          fields={fields}
          labels={{ submit: t('submit'), pending: t('pending') }}
          validationMessages={validationMessages}
        />
      ) : (
        <FormAlert message={t('noToken')} />
      )}
    </AuthCard>
  );
}
