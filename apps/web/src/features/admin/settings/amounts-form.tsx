'use client';

import { ShippingZoneBody, StoreSettingsBody } from '@coffee/contracts/backoffice-settings';
import type { Locale } from '@coffee/contracts/common';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { callBff } from '@/lib/bff/call-bff';
import { updateSettings, updateShippingZone } from '@/lib/bff/calls/admin-settings';
import { PoundsField } from '../forms/admin-fields';
import { AdminForm } from '../forms/admin-form';
import { useAdminForm } from '../forms/use-admin-form';
import { toPoundsInput } from '../kit/money-input';
import { AMOUNTS_SCHEMAS, type AmountsSchema } from './settings-schemas';

export type AmountsFormLabels = {
  save: string;
  saving: string;
  saved: string;
  invalid: string;
  networkError: string;
};

type AmountsFormProps = {
  /** The body it saves (its contract's schema): the store's settings, or the fee of the zone `zoneId`. */
  body: keyof typeof AMOUNTS_SCHEMAS;
  zoneId?: number;
  /** Accessible name of the form. */
  name: string;
  /** One input per body field, in pounds on screen and piastres in the body. */
  fields: { key: string; label: string; piastres: number }[];
  locale: Locale;
  labels: AmountsFormLabels;
};

/** A few amounts of money saved together (checkout settings, a zone's fee), typed in pounds. */
export function AmountsForm({ body, zoneId, name, fields, locale, labels }: AmountsFormProps) {
  const schema: AmountsSchema = AMOUNTS_SCHEMAS[body];
  const { form, submitTo } = useAdminForm(schema, {
    locale,
    defaultValues: Object.fromEntries(fields.map((field) => [field.key, toPoundsInput(field.piastres)])),
    sentences: { fields: Object.fromEntries(fields.map((field) => [field.key, labels.invalid])) },
    networkError: labels.networkError,
  });
  const submit = submitTo(
    // The amounts (piastres by now) already passed their body's schema; read as the contract's own body.
    (amounts) =>
      zoneId === undefined
        ? callBff(updateSettings, { locale, body: StoreSettingsBody.parse(amounts) })
        : callBff(updateShippingZone, {
            locale,
            params: { id: zoneId },
            body: ShippingZoneBody.parse(amounts),
          }),
    () => labels.saved,
  );

  return (
    <AdminForm control={form.control} onSubmit={submit} label={name} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-start gap-3">
        {fields.map((field) => (
          <PoundsField
            key={field.key}
            control={form.control}
            name={field.key}
            label={field.label}
            className="min-w-48 flex-1"
          />
        ))}
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
