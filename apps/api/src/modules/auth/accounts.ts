import type { LoginIdentifier } from '@coffee/contracts/auth';
import type { Executor } from '../../db/client.js';
import type { MessageKey } from '../../i18n/messages.js';
import { AppError } from '../../lib/errors.js';
import { findTakenContacts, type UserRow } from './repository.js';

/**
 * What per-account rate limits count: the account when it exists (so its email and mobile share one
 * budget), else the normalized identifier (so unknown accounts are limited the same way).
 */
export const accountKey = (identifier: LoginIdentifier, user: Pick<UserRow, 'id'> | undefined) =>
  user ? `user:${user.id}` : `${identifier.kind}:${identifier.value}`;

/** Throws a 409 naming which of this email and mobile already belong to another account. */
export async function contactsTaken(
  db: Executor,
  contacts: { email?: string | undefined; mobile?: string | undefined },
  exceptUserId?: number,
): Promise<void> {
  const taken = await findTakenContacts(db, contacts, exceptUserId);
  const problems: MessageKey[] = [];
  if (taken.email) problems.push('emailTaken');
  if (taken.mobile) problems.push('mobileTaken');
  const [first] = problems;
  if (!first) return;
  const code = problems.length > 1 ? 'ACCOUNT_EXISTS' : taken.email ? 'EMAIL_TAKEN' : 'MOBILE_TAKEN';
  throw new AppError(409, code, first, problems);
}
