import { AddressesResponse } from '@coffee/contracts/account';
import { GovernoratesResponse } from '@coffee/contracts/locations';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AddressBook } from '@/features/account/address-book';
import { routing } from '@/i18n/routing';
import { apiAuthedGet, requireSessionUser } from '@/lib/api/authed';
import { apiGet } from '@/lib/api/client';
import { getValidationMessages } from '@/lib/forms/get-validation-messages';
import { sortByText } from '@/lib/i18n/collate';
import { profilePaths } from '@/lib/routes';
import { getPageMetadata } from '@/lib/seo';

type PageProps = { params: Promise<{ locale: string }> };

const PATH = profilePaths.addressBook;
/** Egypt's governorates change about once a decade. */
const GOVERNORATES_REVALIDATE_SECONDS = 86_400;

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'AddressBook' });
  return getPageMetadata({
    locale,
    title: t('title'),
    description: t('description'),
    path: PATH,
    noIndex: true,
  });
}

export default async function AddressBookPage({ params }: PageProps) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  await requireSessionUser(locale, PATH);
  const [addresses, governorates, t, validationMessages] = await Promise.all([
    apiAuthedGet('/addresses', {}, AddressesResponse, { locale }),
    apiGet('/governorates', {}, GovernoratesResponse, {
      locale,
      revalidate: GOVERNORATES_REVALIDATE_SECONDS,
      tags: ['locations'],
    }),
    getTranslations({ locale, namespace: 'AddressBook' }),
    getValidationMessages(locale),
  ]);

  const keys = [
    'primary',
    'edit',
    'delete',
    'setPrimary',
    'addressTitle',
    'addressTitleHint',
    'recipientName',
    'mobile',
    'mobileHint',
    'country',
    'egypt',
    'governorate',
    'chooseGovernorate',
    'city',
    'chooseCity',
    'chooseGovernorateFirst',
    'loadingCities',
    'citiesFailed',
    'retry',
    'area',
    'street',
    'details',
    'detailsHint',
    'optional',
    'isPrimary',
    'save',
    'cancel',
    'networkError',
    'confirmDeleteTitle',
    'confirmDelete',
    'add',
    'addTitle',
    'editTitle',
    'added',
    'updated',
    'deleted',
    'emptyTitle',
    'emptyText',
  ] as const;
  // Sentences the client fills in itself (an address's title) keep their placeholder.
  const templates = [
    'editNamed',
    'deleteNamed',
    'setPrimaryNamed',
    'confirmDeleteText',
    'primaryChanged',
  ] as const;
  const labels = {
    ...Object.fromEntries(keys.map((key) => [key, t(key)])),
    ...Object.fromEntries(templates.map((key) => [key, t.raw(key) as string])),
  } as Record<(typeof keys)[number] | (typeof templates)[number], string>;

  return (
    <div className="flex flex-col gap-8">
      <header>
        <h1 className="font-bold text-3xl text-espresso-900">{t('title')}</h1>
        <p className="mt-2 text-mocha-600">{t('description')}</p>
      </header>
      <AddressBook
        locale={locale}
        initialAddresses={addresses.data}
        governorates={sortByText(governorates.data, (governorate) => governorate.name, locale)}
        labels={labels}
        validationMessages={validationMessages}
      />
    </div>
  );
}
