import {
  ApprovePartnerBody,
  PartnerApplicationDetail,
  PartnerDocumentField,
  RejectPartnerBody,
} from '@coffee/contracts/backoffice-partners';
import { defineCall } from '../define-call';

// The review of partner applications: each decision answers the application as it now is.

export const approvePartner = defineCall({
  method: 'POST',
  path: 'admin/partner-applications/:id/approve',
  params: { id: 'id' },
  body: ApprovePartnerBody,
  answer: PartnerApplicationDetail,
});
export const rejectPartner = defineCall({
  method: 'POST',
  path: 'admin/partner-applications/:id/reject',
  params: { id: 'id' },
  body: RejectPartnerBody,
  answer: PartnerApplicationDetail,
});
export const resendPartnerInvitation = defineCall({
  method: 'POST',
  path: 'admin/partner-applications/:id/invitation',
  params: { id: 'id' },
  answer: PartnerApplicationDetail,
});
/** One of the application's documents, opened by a link. */
export const downloadPartnerFile = defineCall({
  method: 'GET',
  path: 'admin/partner-applications/:id/files/:field',
  params: { id: 'id', field: PartnerDocumentField.options },
  answer: 'download',
});
