import { defineCall } from '../define-call';

// Contact, partner applications and the newsletter (apps/api/src/modules/engagement).

export const sendContactMessage = defineCall({
  method: 'POST',
  path: 'contact',
  body: () => import('@coffee/contracts/engagement').then((m) => m.ContactBody),
  answer: () => import('@coffee/contracts/engagement').then((m) => m.ContactResponse),
});

/** A multipart form: PartnerApplicationFields and two documents of up to 5 MB each. */
export const applyAsPartner = defineCall({
  method: 'POST',
  path: 'partner-applications',
  upload: 'multipart',
  bodyLimit: 11 * 1024 * 1024,
  answer: () => import('@coffee/contracts/engagement').then((m) => m.PartnerApplicationResponse),
});

/** The web's own route (app/bff/newsletter): JSON only, so a cross-site form cannot post it. */
export const subscribeNewsletter = defineCall({
  method: 'POST',
  path: 'newsletter',
  ownRoute: true,
  body: () => import('@coffee/contracts/engagement').then((m) => m.NewsletterBody),
  answer: () => import('@coffee/contracts/engagement').then((m) => m.NewsletterResponse),
});
