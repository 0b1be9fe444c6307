import { inArray } from 'drizzle-orm';
import { hashPassword } from '../../lib/passwords.js';
import type { Executor } from '../client.js';
import { users } from '../schema/index.js';

export type DemoAccount = {
  email: string;
  mobile: string;
  firstName: string;
  lastName: string;
  role?: 'customer' | 'staff' | 'admin';
};

/**
 * Signs up the demo accounts (README) that are not there yet, verified, all with one password; idempotent.
 * Answers the id of each account it made, by email (accounts found already are left as they are).
 */
export async function insertMissingDemoAccounts(
  db: Executor,
  accounts: readonly DemoAccount[],
  password: string,
  now: Date,
): Promise<Map<string, number>> {
  const existing = await db
    .select({ email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        accounts.map((account) => account.email),
      ),
    );
  const missing = accounts.filter((account) => !existing.some((row) => row.email === account.email));
  if (missing.length === 0) return new Map();
  const passwordHash = await hashPassword(password);
  const made = await db
    .insert(users)
    .values(missing.map((account) => ({ ...account, passwordHash, verifiedAt: now })))
    .onConflictDoNothing()
    .returning({ id: users.id, email: users.email });
  return new Map(made.map((row) => [row.email, row.id]));
}
