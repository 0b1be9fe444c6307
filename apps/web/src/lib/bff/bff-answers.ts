import { EmailCodeSentResponse, ProfileResponse } from '@coffee/contracts/account';
import { z } from 'zod';

// Answers of the `/bff` routes that no single contract of the API describes; named `bff.…` in the table.

/**
 * `POST /bff/auth/refresh` (app/bff/auth/refresh): when the renewed access token expires, in seconds since
 * the epoch. The web's own answer, not the API's.
 */
export const SessionExpiryResponse = z.object({ data: z.object({ expires_at: z.number().int() }) });

/** `POST /auth/updateProfile`: the profile saved (200), or the code sent to a new email first (202). */
export const UpdateProfileResponse = ProfileResponse.or(EmailCodeSentResponse);
