import { PARTNER_FILE_MAX_BYTES } from '@coffee/contracts/engagement';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { PartnerForm } from '@/features/partner/partner-form';
import { ShopBanner } from '@/features/shop/shop-banner';
import { routing } from '@/i18n/routing';
import { formatMegabytes } from '@/lib/format/number';
import { getValidationMessages } from '@/lib/forms/get-validation-messages';
import { textsOf } from '@/lib/i18n/texts-of';
import { homePath, sitePaths } from '@/lib/routes';
import { getPageMetadata } from '@/lib/seo';

type PartnerPageProps = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: PartnerPageProps): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'Partner' });
  return getPageMetadata({
    locale,
    title: t('title'),
    description: t('description'),
    path: sitePaths.becomePartner,
  });
}

export default async function BecomePartnerPage({ params }: PartnerPageProps) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const [t, tc, tb, validationMessages] = await Promise.all([
    getTranslations({ locale, namespace: 'Partner' }),
    getTranslations({ locale, namespace: 'Contact' }),
    getTranslations({ locale, namespace: 'Breadcrumb' }),
    getValidationMessages(locale),
  ]);
  const keys = [
    'brandName',
    'companyDescription',
    'contactPerson',
    'email',
    'mobile',
    'contract',
    'taxCard',
    'contractHint',
    'taxCardHint',
    'fileType',
    'fileRequired',
    'chooseFile',
    'noFile',
    'submit',
    'progressLabel',
    'success',
    'failure',
  ] as const;
  const labels = {
    ...textsOf(keys, t),
    fileHint: t('fileHint', { size: formatMegabytes(PARTNER_FILE_MAX_BYTES, locale) }),
    fileTooLarge: t('fileTooLarge', { size: formatMegabytes(PARTNER_FILE_MAX_BYTES, locale) }),
    // Filled in the browser with the percentage sent.
    uploading: t.raw('uploading') as string,
    honeypot: tc('honeypot'),
  };

  return (
    <div className="mx-auto flex max-w-site flex-col gap-6 px-4 py-6 sm:px-6 sm:py-8 lg:px-10">
      <Breadcrumb items={[{ label: tb('home'), href: homePath }, { label: t('title') }]} locale={locale} />
      <ShopBanner title={t('title')} subtitle={t('description')} />
      <div className="mx-auto w-full max-w-4xl rounded-card bg-white p-6 ring-1 ring-crema-200 sm:p-8">
        <p className="mb-6 text-pretty text-mocha-600">{t('intro')}</p>
        <PartnerForm locale={locale} labels={labels} validationMessages={validationMessages} />
        <p className="mt-6 text-mocha-500 text-sm">{t('privateNote')}</p>
      </div>
    </div>
  );
}
