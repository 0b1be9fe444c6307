import { z } from 'zod';

/**
 * `POST /bff/auth/refresh`'s answer (app/bff/auth/refresh): when the renewed access token expires, in
 * seconds since the epoch. The web's own answer, not the API's, so it is not in the contracts.
 */
export const SessionExpiryResponse = z.object({ data: z.object({ expires_at: z.number().int() }) });
