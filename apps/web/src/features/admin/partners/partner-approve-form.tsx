'use client';

import type { Locale } from '@coffee/contracts/common';
import type { Governorate } from '@coffee/contracts/locations';
import { GovernorateCityFields, type GovernorateCityLabels } from '@/components/forms/address-fields';
import { TextField } from '@/components/forms/bound-fields';
import { FormAlert } from '@/components/ui/form/form-alert';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { callBff } from '@/lib/bff-client';
import { useAdminForm } from '../forms/use-admin-form';
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
  const { form, refuse, saved } = useAdminForm(ApproveFormBody, {
    locale,
    defaultValues: { name_ar: '', latitude: '', longitude: '' },
    sentences: { fields: { latitude: labels.invalidLatitude, longitude: labels.invalidLongitude } },
    errorFields: { INVALID_CITY: ['city_id'] },
    networkError: labels.networkError,
  });
  const { control } = form;
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (body) => {
    const result = await callBff(`admin/partner-applications/${applicationId}/approve`, {
      locale,
      method: 'POST',
      body,
    });
    if (!result.ok) return refuse(result.error);
    await saved(labels.approved);
  });

  return (
    <form
      method="post"
      onSubmit={submit}
      noValidate
      aria-busy={isSubmitting}
      aria-labelledby="partner-approve"
      className={className}
    >
      <h2 id="partner-approve" className="font-bold text-espresso-900 text-xl">
        {labels.approveTitle}
      </h2>
      <p className="text-mocha-600 text-sm">{labels.approveHint}</p>
      <FormAlert message={errors.root?.server?.message} />
      <TextField control={control} name="name_ar" label={labels.nameAr} lang="ar" maxLength={120} />
      <div className="grid gap-4 sm:grid-cols-2">
        <GovernorateCityFields
          control={control}
          locale={locale}
          governorates={governorates}
          labels={labels}
        />
        <TextField
          control={control}
          name="latitude"
          label={labels.latitude}
          hint={labels.coordinatesHint}
          inputMode="decimal"
          ltr
        />
        <TextField
          control={control}
          name="longitude"
          label={labels.longitude}
          hint={labels.coordinatesHint}
          inputMode="decimal"
          ltr
        />
      </div>
      <SubmitButton label={labels.approve} pendingLabel={labels.approving} pending={isSubmitting} />
    </form>
  );
}
