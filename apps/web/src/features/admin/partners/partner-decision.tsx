import type { PartnerApplicationDetail } from '@coffee/contracts/backoffice-partners';
import type { Locale } from '@coffee/contracts/common';
import type { Governorate } from '@coffee/contracts/locations';
import { PartnerApproveForm, type PartnerApproveLabels } from './partner-approve-form';
import { PartnerRejectForm, type PartnerRejectLabels } from './partner-reject-form';

export type PartnerDecisionLabels = PartnerApproveLabels & PartnerRejectLabels;

const cardClass = 'flex flex-col gap-4 rounded-card bg-white p-5 shadow-card ring-1 ring-crema-200';

/**
 * Approve (the seller's Arabic name, where it is) or reject (with a reason, after an accessible
 * confirmation), side by side. The API checks everything again and words its refusals in the page's language.
 */
export function PartnerDecision({
  application,
  governorates,
  locale,
  labels,
}: {
  application: PartnerApplicationDetail;
  governorates: Governorate[];
  locale: Locale;
  labels: PartnerDecisionLabels;
}) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <PartnerApproveForm
        applicationId={application.id}
        governorates={governorates}
        locale={locale}
        labels={labels}
        className={cardClass}
      />
      <PartnerRejectForm
        applicationId={application.id}
        locale={locale}
        labels={labels}
        className={cardClass}
      />
    </div>
  );
}
