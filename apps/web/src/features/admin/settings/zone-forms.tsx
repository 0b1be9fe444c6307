'use client';

import type { AdminSettings } from '@coffee/contracts/backoffice-settings';
import type { Locale } from '@coffee/contracts/common';
import { SelectField, TextField } from '@/components/forms/bound-fields';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { callBff } from '@/lib/bff/call-bff';
import { addShippingZone, moveGovernorateZone } from '@/lib/bff/calls/admin-settings';
import { fillTemplate } from '@/lib/i18n/fill-template';
import { BilingualFields, bothLabels, PoundsField } from '../forms/admin-fields';
import { AdminForm } from '../forms/admin-form';
import { useAdminForm } from '../forms/use-admin-form';
import { MoveGovernorateFormBody, NewZoneFormBody } from './settings-schemas';

export type ZoneFormLabels = Record<
  | 'moveTitle'
  | 'governorate'
  | 'toZone'
  | 'move'
  | 'moving'
  | 'moved'
  | 'inZone'
  | 'newTitle'
  | 'code'
  | 'codeHint'
  | 'nameEn'
  | 'nameAr'
  | 'fee'
  | 'add'
  | 'adding'
  | 'added'
  | 'invalidCode'
  | 'invalidName'
  | 'invalidPrice'
  | 'networkError',
  string
>;

type ZoneFormProps = { locale: Locale; labels: ZoneFormLabels };

/** Moves one governorate into another zone: its deliveries cost that zone's fee from the next summary. */
export function MoveGovernorateForm({
  zones,
  locale,
  labels,
}: ZoneFormProps & { zones: AdminSettings['zones'] }) {
  const everyone = zones.flatMap((zone) =>
    zone.governorates.map((governorate) => ({ ...governorate, zone })),
  );
  const { form, submitTo } = useAdminForm(MoveGovernorateFormBody, {
    locale,
    defaultValues: { governorate_id: String(everyone[0]?.id ?? ''), zone_id: String(zones[0]?.id ?? '') },
    networkError: labels.networkError,
  });
  const nameOf = (list: { id: number; name: string }[], id: number) =>
    list.find((entry) => entry.id === id)?.name ?? '';
  const submit = submitTo(
    ({ governorate_id, ...body }) =>
      callBff(moveGovernorateZone, { locale, params: { id: governorate_id }, body }),
    (_, { governorate_id, zone_id }) =>
      fillTemplate(labels.moved, {
        governorate: nameOf(everyone, governorate_id),
        zone: nameOf(zones, zone_id),
      }),
  );

  return (
    <AdminForm
      control={form.control}
      onSubmit={submit}
      label={labels.moveTitle}
      className="flex flex-col gap-3"
    >
      <div className="grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <SelectField
          control={form.control}
          name="governorate_id"
          label={labels.governorate}
          options={everyone.map((entry) => ({
            value: entry.id,
            label: fillTemplate(labels.inZone, { governorate: entry.name, zone: entry.zone.name }),
          }))}
        />
        <SelectField
          control={form.control}
          name="zone_id"
          label={labels.toZone}
          options={zones.map((zone) => ({ value: zone.id, label: zone.name }))}
        />
        <SubmitButton
          label={labels.move}
          pendingLabel={labels.moving}
          pending={form.formState.isSubmitting}
        />
      </div>
    </AdminForm>
  );
}

/** A new delivery zone: its code, names in both languages and fee; it starts with no governorate. */
export function NewZoneForm({ locale, labels }: ZoneFormProps) {
  const { form, submitTo } = useAdminForm(NewZoneFormBody, {
    locale,
    defaultValues: { code: '', name_en: '', name_ar: '', fee: '' },
    sentences: {
      fields: {
        code: labels.invalidCode,
        name_en: labels.invalidName,
        name_ar: labels.invalidName,
        fee: labels.invalidPrice,
      },
    },
    errorFields: { ZONE_CODE_TAKEN: ['code'] },
    networkError: labels.networkError,
  });
  const submit = submitTo(
    (body) => callBff(addShippingZone, { locale, body }),
    (_, body) => fillTemplate(labels.added, { name: locale === 'ar' ? body.name_ar : body.name_en }),
    () => form.reset(),
  );

  return (
    <AdminForm
      control={form.control}
      onSubmit={submit}
      label={labels.newTitle}
      className="flex flex-col gap-3"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          control={form.control}
          name="code"
          label={labels.code}
          hint={labels.codeHint}
          maxLength={40}
          autoCapitalize="none"
          ltr
        />
        <PoundsField control={form.control} name="fee" label={labels.fee} />
        <BilingualFields
          control={form.control}
          name="name"
          labels={bothLabels((key) => labels[key], 'name')}
          maxLength={60}
        />
      </div>
      <div>
        <SubmitButton label={labels.add} pendingLabel={labels.adding} pending={form.formState.isSubmitting} />
      </div>
    </AdminForm>
  );
}
