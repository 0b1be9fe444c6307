import { MessageResponse } from '@coffee/contracts/auth';
import {
  ContactBody,
  ContactResponse,
  NewsletterConfirmBody,
  NewsletterResponse,
  PartnerApplicationResponse,
} from '@coffee/contracts/engagement';
import { defineCall } from '../define-call';

export const sendContactMessage = defineCall({
  method: 'POST',
  path: 'contact',
  body: ContactBody,
  answer: ContactResponse.shape.data,
});
/** A multipart form with two documents: the forwarder lets this one body be larger. */
export const applyAsPartner = defineCall({
  method: 'POST',
  path: 'partner-applications',
  body: 'multipart',
  answer: PartnerApplicationResponse.shape.data,
});

/** The newsletter's emailed link: the page's button sends its token (a visit alone confirms nothing). */
export const confirmNewsletter = defineCall({
  method: 'POST',
  path: 'newsletter/confirm',
  body: NewsletterConfirmBody,
  answer: NewsletterResponse.shape.data,
});

/** The owner of an approved application's email, signed in, accepts to run its seller from this account. */
export const acceptPartnerSeller = defineCall({
  method: 'POST',
  path: 'partner-applications/:id/accept',
  params: { id: 'id' },
  answer: MessageResponse.shape.data,
});
