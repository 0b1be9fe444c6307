import { defineCall } from '../define-call';

// The contact form and partner applications (apps/api/src/modules/engagement); the newsletter is in
// newsletter.ts.

export const sendContactMessage = /* @__PURE__ */ defineCall({
  method: 'POST',
  path: 'contact',
  body: 'engagement.ContactBody',
  answer: 'engagement.ContactResponse',
});

/** A multipart form: PartnerApplicationFields and two documents of up to 5 MB each. */
export const applyAsPartner = /* @__PURE__ */ defineCall({
  method: 'POST',
  path: 'partner-applications',
  upload: 'multipart',
  bodyLimit: 11 * 1024 * 1024,
  answer: 'engagement.PartnerApplicationResponse',
});
