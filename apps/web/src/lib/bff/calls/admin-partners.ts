import { defineCall } from '../define-call';

// Partner applications in the back office: the decision, the seller's invitation, the documents.

export const approvePartner = defineCall({
  method: 'POST',
  path: 'admin/partner-applications/:id/approve',
  params: { id: 'id' },
  body: () => import('@coffee/contracts/backoffice-partners').then((m) => m.ApprovePartnerBody),
  answer: () =>
    import('@coffee/contracts/backoffice-partners').then((m) => m.PartnerApplicationDetailResponse),
});

export const rejectPartner = defineCall({
  method: 'POST',
  path: 'admin/partner-applications/:id/reject',
  params: { id: 'id' },
  body: () => import('@coffee/contracts/backoffice-partners').then((m) => m.RejectPartnerBody),
  answer: () =>
    import('@coffee/contracts/backoffice-partners').then((m) => m.PartnerApplicationDetailResponse),
});

/** Mails an approved partner's invitation again. */
export const resendPartnerInvitation = defineCall({
  method: 'POST',
  path: 'admin/partner-applications/:id/invitation',
  params: { id: 'id' },
  answer: () =>
    import('@coffee/contracts/backoffice-partners').then((m) => m.PartnerApplicationDetailResponse),
});

/** A private document of the application, opened through a link after the API's role check. */
export const partnerDocument = defineCall({
  method: 'GET',
  path: 'admin/partner-applications/:id/files/:field',
  params: { id: 'id', field: ['contract', 'tax_card'] },
  answer: 'download',
});
