'use client';

import type { Locale } from '@coffee/contracts/common';
import type { InvoiceSettings } from '@coffee/contracts/invoices';
import { TextField } from '@/components/forms/bound-fields';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { callBff } from '@/lib/bff/call-bff';
import { updateInvoiceSettings } from '@/lib/bff/calls/admin-settings';
import { BilingualFields, bothLabels, CountField } from '../forms/admin-fields';
import { AdminForm } from '../forms/admin-form';
import { useAdminForm } from '../forms/use-admin-form';
import { InvoiceSettingsFormBody } from './settings-schemas';

export type InvoiceSettingsLabels = Record<
  | 'title'
  | 'legalNameEn'
  | 'legalNameAr'
  | 'addressEn'
  | 'addressAr'
  | 'taxNumber'
  | 'taxNumberHint'
  | 'vatRate'
  | 'vatRateHint'
  | 'invalidText'
  | 'invalidTaxNumber'
  | 'invalidRate'
  | 'saved'
  | 'save'
  | 'saving'
  | 'networkError',
  string
>;

/** What new invoices print about the store (both languages), its tax registration number and the VAT rate. */
export function InvoiceSettingsForm({
  settings,
  locale,
  labels,
}: {
  settings: InvoiceSettings;
  locale: Locale;
  labels: InvoiceSettingsLabels;
}) {
  const { form, submitTo } = useAdminForm(InvoiceSettingsFormBody, {
    locale,
    defaultValues: { ...settings, vat_rate: String(settings.vat_rate) },
    sentences: {
      fields: {
        legal_name_en: labels.invalidText,
        legal_name_ar: labels.invalidText,
        address_en: labels.invalidText,
        address_ar: labels.invalidText,
        tax_registration_number: labels.invalidTaxNumber,
        vat_rate: labels.invalidRate,
      },
    },
    networkError: labels.networkError,
  });
  const submit = submitTo(
    (body) => callBff(updateInvoiceSettings, { locale, body }),
    () => labels.saved,
  );

  return (
    <AdminForm control={form.control} onSubmit={submit} label={labels.title} className="flex flex-col gap-3">
      <div className="grid gap-4 sm:grid-cols-2">
        <BilingualFields
          control={form.control}
          name="legal_name"
          labels={bothLabels((key) => labels[key], 'legalName')}
          maxLength={120}
        />
        <BilingualFields
          control={form.control}
          name="address"
          labels={bothLabels((key) => labels[key], 'address')}
          maxLength={200}
        />
        <TextField
          control={form.control}
          name="tax_registration_number"
          label={labels.taxNumber}
          hint={labels.taxNumberHint}
          maxLength={20}
          inputMode="numeric"
          ltr
        />
        <CountField control={form.control} name="vat_rate" label={labels.vatRate} hint={labels.vatRateHint} />
      </div>
      <div>
        <SubmitButton
          label={labels.save}
          pendingLabel={labels.saving}
          pending={form.formState.isSubmitting}
        />
      </div>
    </AdminForm>
  );
}
