'use client';

import type { Locale } from '@coffee/contracts/common';
import type { Governorate } from '@coffee/contracts/locations';
import { GovernorateCityFields, type GovernorateCityLabels } from '@/components/forms/address-fields';
import { TextField } from '@/components/forms/bound-fields';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { callBff } from '@/lib/bff/call-bff';
import { approvePartner } from '@/lib/bff/calls/admin-partners';
import { AdminForm } from '../forms/admin-form';
import { useAdminForm } from '../forms/use-admin-form';
import { DecisionHeading } from './decision-heading';
import { ApproveFormBody } from './partner-decision-bodies';

export type PartnerApproveLabels = GovernorateCityLabels & {
  approveTitle: string;
  approveHint: string;
  nameAr: string;
  latitude: string;
  longitude: string;
  coordinatesHint: string;
  approve: string;
  approving: string;
  /** Already filled with the applicant's email. */
  approved: string;
  invalidLatitude: string;
  invalidLongitude: string;
  networkError: string;
};

/** Approving makes the seller (its Arabic name, where it is on the map) and the owner's account. */
export function PartnerApproveForm({
  applicationId,
  governorates,
  locale,
  labels,
  className,
}: {
  applicationId: number;
  governorates: Governorate[];
  locale: Locale;
  labels: PartnerApproveLabels;
  className: string;
}) {
  const { form, submitTo } = useAdminForm(ApproveFormBody, {
    locale,
    defaultValues: { name_ar: '', latitude: '', longitude: '' },
    sentences: { fields: { latitude: labels.invalidLatitude, longitude: labels.invalidLongitude } },
    errorFields: { INVALID_CITY: ['city_id'] },
    networkError: labels.networkError,
  });
  const { control } = form;
  const submit = submitTo(
    (body) => callBff(approvePartner, { locale, params: { id: applicationId }, body }),
    () => labels.approved,
  );

  return (
    <AdminForm
      control={control}
      onSubmit={submit}
      labelledBy="partner-approve"
      heading={<DecisionHeading id="partner-approve" title={labels.approveTitle} hint={labels.approveHint} />}
      className={className}
    >
      <TextField control={control} name="name_ar" label={labels.nameAr} lang="ar" maxLength={120} />
      <div className="grid gap-4 sm:grid-cols-2">
        <GovernorateCityFields
          control={control}
          locale={locale}
          governorates={governorates}
          labels={labels}
        />
        {(['latitude', 'longitude'] as const).map((name) => (
          <TextField
            key={name}
            control={control}
            name={name}
            label={labels[name]}
            hint={labels.coordinatesHint}
            inputMode="decimal"
            ltr
          />
        ))}
      </div>
      <SubmitButton
        label={labels.approve}
        pendingLabel={labels.approving}
        pending={form.formState.isSubmitting}
      />
    </AdminForm>
  );
}
