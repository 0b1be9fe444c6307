import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { SectionCard } from '@/components/ui/section-card';
import { InstapayAddressForm } from '@/features/admin/instapay/instapay-address-form';
import { AmountsForm } from '@/features/admin/settings/amounts-form';
import { InvoiceSettingsForm } from '@/features/admin/settings/invoice-settings-form';
import { StoreContactForm } from '@/features/admin/settings/store-contact-form';
import { MoveGovernorateForm, NewZoneForm } from '@/features/admin/settings/zone-forms';
import { routing } from '@/i18n/routing';
import { getAdminSettings, getBackofficeMe, getInvoiceSettings } from '@/lib/api/backoffice';
import { adminPaths } from '@/lib/backoffice-routes';
import { formatPrice } from '@/lib/format/money';
import { formatPercent } from '@/lib/format/number';
import { textsOf } from '@/lib/i18n/texts-of';
import { getPageMetadata } from '@/lib/seo';

type PageProps = { params: Promise<{ locale: string }> };

const INVOICE_KEYS = [
  'title',
  'legalNameEn',
  'legalNameAr',
  'addressEn',
  'addressAr',
  'taxNumber',
  'taxNumberHint',
  'vatRate',
  'vatRateHint',
  'invalidText',
  'invalidTaxNumber',
  'invalidRate',
  'saved',
] as const;

const CONTACT_KEYS = [
  'title',
  'phone',
  'phoneHint',
  'whatsapp',
  'whatsappHint',
  'addressEn',
  'addressAr',
  'invalidPhone',
  'invalidWhatsapp',
  'addressBothLanguages',
  'saved',
] as const;

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'Admin' });
  return getPageMetadata({ locale, title: t('settingsTitle'), path: adminPaths.settings, noIndex: true });
}

/** Free-delivery threshold, cash-on-delivery maximum and zone fees: admins change them, staff read them. */
export default async function AdminSettingsPage({ params }: PageProps) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const [settings, invoicing, me, t, z, inv, sc] = await Promise.all([
    getAdminSettings(locale),
    getInvoiceSettings(locale),
    getBackofficeMe(locale),
    getTranslations({ locale, namespace: 'Admin' }),
    getTranslations({ locale, namespace: 'Admin.zones' }),
    getTranslations({ locale, namespace: 'Admin.invoiceSettings' }),
    getTranslations({ locale, namespace: 'Admin.storeContact' }),
  ]);
  const zoneKeys = [
    'moveTitle',
    'governorate',
    'toZone',
    'move',
    'moving',
    'inZone',
    'newTitle',
    'code',
    'codeHint',
    'nameEn',
    'nameAr',
    'fee',
    'add',
    'adding',
    'invalidCode',
    'invalidName',
  ] as const;
  const zoneLabels = {
    ...textsOf(zoneKeys, (key) => t.raw(`zones.${key}`) as string),
    moved: z.raw('moved') as string,
    added: z.raw('added') as string,
    invalidPrice: t('invalidPrice'),
    networkError: t('networkError'),
  };
  const editable = me?.role === 'admin';
  const labels = {
    save: t('save'),
    saving: t('saving'),
    saved: t('settingsSaved'),
    invalid: t('invalidPrice'),
    networkError: t('networkError'),
  };

  return (
    <div className="flex flex-col gap-6">
      <header>
        <h1 className="font-bold text-3xl text-espresso-900">{t('settingsTitle')}</h1>
        <p className="mt-2 text-mocha-600">{t('settingsDescription')}</p>
        {editable ? null : <p className="mt-2 font-semibold text-mocha-700">{t('readOnly')}</p>}
      </header>
      <SectionCard id="settings-checkout" title={t('storeSettingsForm')}>
        {editable ? (
          <AmountsForm
            body="settings"
            name={t('storeSettingsForm')}
            fields={[
              {
                key: 'free_shipping_threshold',
                label: t('freeShipping'),
                piastres: settings.free_shipping_threshold,
              },
              { key: 'cod_max_total', label: t('codMax'), piastres: settings.cod_max_total },
              { key: 'cod_fee', label: t('codFee'), piastres: settings.cod_fee },
            ]}
            locale={locale}
            labels={labels}
          />
        ) : (
          <dl className="grid gap-2 text-sm">
            <dt className="font-semibold text-espresso-900">{t('freeShipping')}</dt>
            <dd className="text-mocha-700">{formatPrice(settings.free_shipping_threshold, locale)}</dd>
            <dt className="font-semibold text-espresso-900">{t('codMax')}</dt>
            <dd className="text-mocha-700">{formatPrice(settings.cod_max_total, locale)}</dd>
            <dt className="font-semibold text-espresso-900">{t('codFee')}</dt>
            <dd className="text-mocha-700">{formatPrice(settings.cod_fee, locale)}</dd>
          </dl>
        )}
      </SectionCard>
      <SectionCard id="settings-instapay" title={t('instapayQueue.nav')}>
        {editable ? (
          <InstapayAddressForm
            address={settings.instapay_address}
            amounts={{
              free_shipping_threshold: settings.free_shipping_threshold,
              cod_max_total: settings.cod_max_total,
            }}
            locale={locale}
            labels={{
              label: t('instapayQueue.addressLabel'),
              hint: t('instapayQueue.addressHint'),
              save: t('instapayQueue.addressSave'),
              saved: t('instapayQueue.addressSaved'),
              networkError: t('networkError'),
            }}
          />
        ) : (
          <p className="text-mocha-700 text-sm">
            <bdi dir="ltr">{settings.instapay_address ?? '—'}</bdi>
          </p>
        )}
      </SectionCard>
      <SectionCard id="settings-contact" title={sc('title')}>
        <p className="mb-3 text-mocha-600 text-sm">{sc('description')}</p>
        {editable ? (
          <StoreContactForm
            contact={settings.contact}
            locale={locale}
            labels={{
              ...textsOf(CONTACT_KEYS, sc),
              save: t('save'),
              saving: t('saving'),
              networkError: t('networkError'),
            }}
          />
        ) : (
          <dl className="grid gap-2 text-sm">
            <dt className="font-semibold text-espresso-900">{sc('phone')}</dt>
            <dd className="text-mocha-700">
              <bdi dir="ltr">{settings.contact.phone ?? '—'}</bdi>
            </dd>
            <dt className="font-semibold text-espresso-900">{sc('whatsapp')}</dt>
            <dd className="text-mocha-700">
              <bdi dir="ltr">{settings.contact.whatsapp ?? '—'}</bdi>
            </dd>
            <dt className="font-semibold text-espresso-900">{sc('addressEn')}</dt>
            <dd className="text-mocha-700" dir="auto">
              {settings.contact.address_en ?? '—'}
            </dd>
            <dt className="font-semibold text-espresso-900">{sc('addressAr')}</dt>
            <dd className="text-mocha-700" dir="auto">
              {settings.contact.address_ar ?? '—'}
            </dd>
          </dl>
        )}
      </SectionCard>
      <SectionCard id="settings-invoices" title={inv('title')}>
        <p className="mb-3 text-mocha-600 text-sm">{inv('description')}</p>
        {editable ? (
          <InvoiceSettingsForm
            settings={invoicing}
            locale={locale}
            labels={{
              ...textsOf(INVOICE_KEYS, inv),
              save: t('save'),
              saving: t('saving'),
              networkError: t('networkError'),
            }}
          />
        ) : (
          <dl className="grid gap-2 text-sm">
            <dt className="font-semibold text-espresso-900">{inv('legalNameEn')}</dt>
            <dd className="text-mocha-700">{invoicing.legal_name_en}</dd>
            <dt className="font-semibold text-espresso-900">{inv('legalNameAr')}</dt>
            <dd className="text-mocha-700">{invoicing.legal_name_ar}</dd>
            <dt className="font-semibold text-espresso-900">{inv('addressEn')}</dt>
            <dd className="text-mocha-700">{invoicing.address_en}</dd>
            <dt className="font-semibold text-espresso-900">{inv('addressAr')}</dt>
            <dd className="text-mocha-700">{invoicing.address_ar}</dd>
            <dt className="font-semibold text-espresso-900">{inv('taxNumber')}</dt>
            <dd className="text-mocha-700">
              <bdi dir="ltr">{invoicing.tax_registration_number}</bdi>
            </dd>
            <dt className="font-semibold text-espresso-900">{inv('vatRate')}</dt>
            <dd className="text-mocha-700">{formatPercent(invoicing.vat_rate, locale)}</dd>
          </dl>
        )}
      </SectionCard>
      <SectionCard id="settings-zones" title={t('zonesTitle')}>
        <ul className="flex flex-col gap-4">
          {settings.zones.map((zone) => (
            <li key={zone.id}>
              {editable ? (
                <AmountsForm
                  body="zoneFee"
                  zoneId={zone.id}
                  name={t('zoneFee', { zone: zone.name })}
                  fields={[{ key: 'fee', label: t('zoneFee', { zone: zone.name }), piastres: zone.fee }]}
                  locale={locale}
                  labels={labels}
                />
              ) : (
                <p className="text-sm">
                  <span className="font-semibold text-espresso-900">{zone.name}</span>:{' '}
                  {formatPrice(zone.fee, locale)}
                </p>
              )}
              <p className="mt-1 text-mocha-600 text-sm">
                {zone.governorates.length > 0
                  ? z('governorates', {
                      names: zone.governorates
                        .map((governorate) => governorate.name)
                        .join(locale === 'ar' ? '، ' : ', '),
                    })
                  : z('noGovernorates')}
              </p>
            </li>
          ))}
        </ul>
      </SectionCard>
      {editable ? (
        <>
          <SectionCard id="settings-move-governorate" title={z('moveTitle')}>
            <MoveGovernorateForm zones={settings.zones} locale={locale} labels={zoneLabels} />
          </SectionCard>
          <SectionCard id="settings-new-zone" title={z('newTitle')}>
            <NewZoneForm locale={locale} labels={zoneLabels} />
          </SectionCard>
        </>
      ) : null}
    </div>
  );
}
