/**
 * What the newsletter toast says after a failed subscription (spec section 8): the first of the API's
 * `messages` when it sent any (already in the shopper's language), otherwise the spec's generic text.
 */
export function getNewsletterFailureMessage(body: unknown, fallback: string): string {
  if (typeof body === 'object' && body !== null && 'messages' in body && Array.isArray(body.messages)) {
    const [first] = body.messages;
    if (typeof first === 'string' && first.trim() !== '') return first;
  }
  return fallback;
}

/** The spec lowercases the address before sending it. */
export const normalizeNewsletterEmail = (email: string): string => email.trim().toLowerCase();
