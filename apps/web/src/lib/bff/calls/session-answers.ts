import { z } from 'zod';

/** What `POST /bff/auth/refresh` answers: when the access token now expires, in seconds since the epoch. */
export const SessionRenewal = z.object({ expires_at: z.number().int() });
