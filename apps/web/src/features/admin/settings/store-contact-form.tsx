'use client';

import type { AdminSettings } from '@coffee/contracts/backoffice-settings';
import type { Locale } from '@coffee/contracts/common';
import { TextField } from '@/components/forms/bound-fields';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { callBff } from '@/lib/bff/call-bff';
import { updateStoreContact } from '@/lib/bff/calls/admin-settings';
import { BilingualFields, bothLabels } from '../forms/admin-fields';
import { AdminForm } from '../forms/admin-form';
import { useAdminForm } from '../forms/use-admin-form';
import { StoreContactFormBody } from './settings-schemas';

export type StoreContactLabels = Record<
  | 'title'
  | 'phone'
  | 'phoneHint'
  | 'whatsapp'
  | 'whatsappHint'
  | 'addressEn'
  | 'addressAr'
  | 'invalidPhone'
  | 'invalidWhatsapp'
  | 'addressBothLanguages'
  | 'saved'
  | 'save'
  | 'saving'
  | 'networkError',
  string
>;

/** The phone, WhatsApp number and address (both languages) the contact page shows; empty hides one. */
export function StoreContactForm({
  contact,
  locale,
  labels,
}: {
  contact: AdminSettings['contact'];
  locale: Locale;
  labels: StoreContactLabels;
}) {
  const { form, submitTo } = useAdminForm(StoreContactFormBody, {
    locale,
    defaultValues: {
      phone: contact.phone ?? '',
      whatsapp: contact.whatsapp ?? '',
      address_en: contact.address_en ?? '',
      address_ar: contact.address_ar ?? '',
    },
    sentences: {
      fields: { phone: labels.invalidPhone, whatsapp: labels.invalidWhatsapp },
      keys: { addressBothLanguages: labels.addressBothLanguages },
    },
    networkError: labels.networkError,
    refresh: 'content',
  });
  const submit = submitTo(
    (body) => callBff(updateStoreContact, { locale, body }),
    () => labels.saved,
  );

  return (
    <AdminForm control={form.control} onSubmit={submit} label={labels.title} className="flex flex-col gap-3">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          control={form.control}
          name="phone"
          label={labels.phone}
          hint={labels.phoneHint}
          maxLength={24}
          inputMode="tel"
          ltr
        />
        <TextField
          control={form.control}
          name="whatsapp"
          label={labels.whatsapp}
          hint={labels.whatsappHint}
          maxLength={32}
          inputMode="tel"
          ltr
        />
        <BilingualFields
          control={form.control}
          name="address"
          labels={bothLabels((key) => labels[key], 'address')}
          maxLength={200}
        />
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
