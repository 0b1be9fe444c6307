import { z } from 'zod';
import { dataEnvelope } from './common';

/** The spec lowercases the address before sending; the API does too, so no client can store two spellings. */
export const NewsletterBody = z
  .object({ email: z.string().trim().toLowerCase().pipe(z.email().max(254)) })
  .strict();
export type NewsletterBody = z.input<typeof NewsletterBody>;
export const NewsletterResponse = dataEnvelope(z.object({ email: z.string() }));
