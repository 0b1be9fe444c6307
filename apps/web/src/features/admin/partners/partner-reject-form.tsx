'use client';

import { RejectPartnerBody } from '@coffee/contracts/backoffice-partners';
import type { Locale } from '@coffee/contracts/common';
import { useState } from 'react';
import { TextAreaField } from '@/components/forms/bound-fields';
import { secondaryButtonClass } from '@/components/ui/form/button-classes';
import { callBff } from '@/lib/bff/call-bff';
import { rejectPartner } from '@/lib/bff/calls/admin-partners';
import { AdminForm } from '../forms/admin-form';
import { useAdminForm } from '../forms/use-admin-form';
import { ConfirmDialog } from '../kit/confirm-dialog';
import { DecisionHeading } from './decision-heading';

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
  const { form, submitTo } = useAdminForm(RejectPartnerBody, {
    locale,
    defaultValues: { reason: '' },
    sentences: { fields: { reason: labels.reasonTooShort } },
    networkError: labels.networkError,
  });
  const { isSubmitting } = form.formState;
  const reject = submitTo(
    (body) => callBff(rejectPartner, { locale, params: { id: applicationId }, body }),
    () => labels.rejected,
  );

  // The reason is checked first; the rejection is sent only once the dialog says yes.
  const ask = form.handleSubmit(() => setConfirming(true));

  return (
    <AdminForm
      control={form.control}
      onSubmit={ask}
      labelledBy="partner-reject"
      heading={<DecisionHeading id="partner-reject" title={labels.rejectTitle} hint={labels.rejectHint} />}
      className={className}
    >
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
    </AdminForm>
  );
}
