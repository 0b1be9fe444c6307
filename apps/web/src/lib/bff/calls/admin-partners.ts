import { defineCall } from '../define-call';

// Partner applications in the back office: the decision, the seller's invitation, the documents.

export const approvePartner = /* @__PURE__ */ defineCall({
  method: 'POST',
  path: 'admin/partner-applications/:id/approve',
  params: { id: 'id' },
  body: 'backoffice-partners.ApprovePartnerBody',
  answer: 'backoffice-partners.PartnerApplicationDetailResponse',
});

export const rejectPartner = /* @__PURE__ */ defineCall({
  method: 'POST',
  path: 'admin/partner-applications/:id/reject',
  params: { id: 'id' },
  body: 'backoffice-partners.RejectPartnerBody',
  answer: 'backoffice-partners.PartnerApplicationDetailResponse',
});

/** Mails an approved partner's invitation again. */
export const resendPartnerInvitation = /* @__PURE__ */ defineCall({
  method: 'POST',
  path: 'admin/partner-applications/:id/invitation',
  params: { id: 'id' },
  answer: 'backoffice-partners.PartnerApplicationDetailResponse',
});

/** A private document of the application, opened through a link after the API's role check. */
export const partnerDocument = /* @__PURE__ */ defineCall({
  method: 'GET',
  path: 'admin/partner-applications/:id/files/:field',
  params: { id: 'id', field: ['contract', 'tax_card'] },
  answer: 'download',
});
