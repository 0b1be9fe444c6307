import { defineCall } from '../define-call';

// The footer's newsletter signup, on every page: apart from engagement.ts so that pages load only this.

/** A route of the web's own (app/bff/newsletter): JSON only, so a cross-site form cannot post it. */
export const subscribeNewsletter = /* @__PURE__ */ defineCall({
  method: 'POST',
  path: 'newsletter',
  ownRoute: true,
  body: 'engagement.NewsletterBody',
  answer: 'engagement.NewsletterResponse',
});
