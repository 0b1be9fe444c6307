'use client';

import { RejectPartnerBody } from '@coffee/contracts/backoffice-partners';
import type { Locale } from '@coffee/contracts/common';
import { useState } from 'react';
import { TextAreaField } from '@/components/forms/bound-fields';
import { secondaryButtonClass } from '@/components/ui/form/button-classes';
import { FormAlert } from '@/components/ui/form/form-alert';
import { callBff } from '@/lib/bff-client';
import { useAdminForm } from '../forms/use-admin-form';
import { ConfirmDialog } from '../kit/confirm-dialog';

export type PartnerRejectLabels = {
  rejectTitle: string;
  rejectHint: string;
  reason: string;
  reject: string;
  rejecting: string;
  rejected: string;
  /** Already filled with the brand. */
  confirmReject: string;
  confirm: string;
  cancel: string;
  reasonTooShort: string;
  networkError: string;
};

/** Rejecting, with a reason mailed to the applicant as written, after an accessible confirmation. */
export function PartnerRejectForm({
  applicationId,
  locale,
  labels,
  className,
}: {
  applicationId: number;
  locale: Locale;
  labels: PartnerRejectLabels;
  className: string;
}) {
  const [confirming, setConfirming] = useState(false);
  const { form, refuse, saved } = useAdminForm(RejectPartnerBody, {
    locale,
    defaultValues: { reason: '' },
    sentences: { fields: { reason: labels.reasonTooShort } },
    networkError: labels.networkError,
  });
  const { errors, isSubmitting } = form.formState;

  const reject = form.handleSubmit(async (body) => {
    const result = await callBff(`admin/partner-applications/${applicationId}/reject`, {
      locale,
      method: 'POST',
      body,
    });
    if (!result.ok) return refuse(result.error);
    await saved(labels.rejected);
  });

  // The reason is checked first; the rejection is sent only once the dialog says yes.
  const ask = form.handleSubmit(() => setConfirming(true));

  return (
    <form
      method="post"
      onSubmit={ask}
      noValidate
      aria-busy={isSubmitting}
      aria-labelledby="partner-reject"
      className={className}
    >
      <h2 id="partner-reject" className="font-bold text-espresso-900 text-xl">
        {labels.rejectTitle}
      </h2>
      <p className="text-mocha-600 text-sm">{labels.rejectHint}</p>
      <FormAlert message={errors.root?.server?.message} />
      <TextAreaField control={form.control} name="reason" label={labels.reason} rows={5} maxLength={1000} />
      <button type="submit" disabled={isSubmitting} aria-busy={isSubmitting} className={secondaryButtonClass}>
        {isSubmitting ? labels.rejecting : labels.reject}
      </button>
      <ConfirmDialog
        open={confirming}
        message={labels.confirmReject}
        confirmLabel={labels.confirm}
        cancelLabel={labels.cancel}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          void reject();
        }}
      />
    </form>
  );
}
