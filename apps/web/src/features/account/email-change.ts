import type { UpdateProfileBody } from '@coffee/contracts/account';
import type { z } from 'zod';

type ProfileChanges = z.output<typeof UpdateProfileBody>;

/** Whether what is typed in the email field is another address than the saved one (case and spaces aside). */
export const isNewEmail = (savedEmail: string, typed: string | undefined) =>
  typed !== undefined && typed.trim().toLowerCase() !== savedEmail.toLowerCase();

/**
 * The body of `POST /auth/updateProfile`: the current password only when the email changes (the API asks
 * for it then and has no use for it otherwise), and the code only once one went to this very address.
 */
export function toProfileChanges(
  values: ProfileChanges,
  savedEmail: string,
  codeSentTo: string | undefined,
): ProfileChanges {
  const { current_password, email_code, ...changes } = values;
  if (!isNewEmail(savedEmail, values.email)) return changes;
  const codeApplies = codeSentTo !== undefined && codeSentTo === values.email && email_code !== undefined;
  return { ...changes, current_password, ...(codeApplies && { email_code }) };
}
