import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { FormAlert } from '@/components/ui/form/form-alert';
import { AuthCard } from '@/features/auth/auth-card';
import { AcceptSeller } from '@/features/partner/accept-seller';
import { routing } from '@/i18n/routing';
import { sellerPaths } from '@/lib/backoffice-routes';
import { sitePaths } from '@/lib/routes';
import { getPageMetadata } from '@/lib/seo';

type AcceptPageProps = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: AcceptPageProps): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'BecomePartnerAccept' });
  return getPageMetadata({
    locale,
    title: t('metaTitle'),
    path: sitePaths.becomePartnerAccept,
    noIndex: true,
  });
}

/**
 * /become-partner/accept?application=…: where the approval of a partner application made with an existing
 * account's email leads (members only: the proxy sends a guest to log in first). Only the owner, signed in,
 * makes their account the seller's.
 */
export default async function AcceptSellerPage({ params, searchParams }: AcceptPageProps) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const raw = (await searchParams).application;
  const text = (Array.isArray(raw) ? raw[0] : raw)?.trim() ?? '';
  const applicationId = /^\d{1,10}$/.test(text) ? Number(text) : 0;
  const t = await getTranslations({ locale, namespace: 'BecomePartnerAccept' });

  return (
    <AuthCard title={t('title')} intro={<p>{t('intro')}</p>} footer={<p>{t('notYou')}</p>}>
      {applicationId > 0 && applicationId <= 2_147_483_647 ? (
        <AcceptSeller
          locale={locale}
          applicationId={applicationId}
          portalPath={sellerPaths.home}
          labels={{
            submit: t('submit'),
            pending: t('pending'),
            failure: t('failure'),
            toPortal: t('toPortal'),
          }}
        />
      ) : (
        <FormAlert message={t('noApplication')} />
      )}
    </AuthCard>
  );
}
