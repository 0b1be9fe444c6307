import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { FormAlert } from '@/components/ui/form/form-alert';
import { AuthCard, authLinkClass } from '@/features/auth/auth-card';
import { ConfirmNewsletter } from '@/features/newsletter/confirm-newsletter';
import { Link } from '@/i18n/navigation';
import { routing } from '@/i18n/routing';
import { sitePaths } from '@/lib/routes';
import { getPageMetadata } from '@/lib/seo';

type ConfirmPageProps = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: ConfirmPageProps): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'Newsletter.confirm' });
  return getPageMetadata({ locale, title: t('metaTitle'), path: sitePaths.newsletterConfirm, noIndex: true });
}

/** /newsletter/confirm?token=…: where the newsletter's confirmation email leads (double opt-in). */
export default async function NewsletterConfirmPage({ params, searchParams }: ConfirmPageProps) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const raw = (await searchParams).token;
  const token = (Array.isArray(raw) ? raw[0] : raw)?.trim().slice(0, 100) ?? '';
  const t = await getTranslations({ locale, namespace: 'Newsletter.confirm' });

  return (
    <AuthCard
      title={t('title')}
      intro={<p>{t('intro')}</p>}
      footer={
        <p>
          <Link href="/" className={authLinkClass}>
            {t('toHome')}
          </Link>
        </p>
      }
    >
      {token.length >= 20 ? (
        <ConfirmNewsletter
          locale={locale}
          token={token}
          labels={{ submit: t('submit'), pending: t('pending'), failure: t('failure') }}
        />
      ) : (
        <FormAlert message={t('noToken')} />
      )}
    </AuthCard>
  );
}
