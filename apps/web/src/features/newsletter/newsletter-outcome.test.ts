import { describe, expect, it } from 'vitest';
import { getNewsletterFailureMessage, normalizeNewsletterEmail } from './newsletter-outcome';

const fallback = 'You may already be subscribed';

describe('getNewsletterFailureMessage', () => {
  it("shows the first of the API's messages", () => {
    const body = {
      message: 'Invalid',
      messages: ['Enter a valid email', 'Second'],
      code: 'VALIDATION_ERROR',
    };
    expect(getNewsletterFailureMessage(body, fallback)).toBe('Enter a valid email');
  });

  it('falls back to the generic text without messages, with an empty list, or with no body at all', () => {
    expect(getNewsletterFailureMessage({ message: 'Conflict', code: 'ALREADY_SUBSCRIBED' }, fallback)).toBe(
      fallback,
    );
    expect(getNewsletterFailureMessage({ messages: [] }, fallback)).toBe(fallback);
    expect(getNewsletterFailureMessage({ messages: [42] }, fallback)).toBe(fallback);
    expect(getNewsletterFailureMessage(undefined, fallback)).toBe(fallback);
  });
});

describe('normalizeNewsletterEmail', () => {
  it('lowercases and trims the address before it is sent', () => {
    expect(normalizeNewsletterEmail('  Mona.Adel@Example.COM ')).toBe('mona.adel@example.com');
  });
});
