import type { LoginIdentifier } from '@coffee/contracts/auth';
import { and, eq, ne, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { users } from '../../db/schema/index.js';

export type UserRow = typeof users.$inferSelect;

const byIdentifier = (identifier: LoginIdentifier) =>
  identifier.kind === 'email' ? eq(users.email, identifier.value) : eq(users.mobile, identifier.value);

export async function findUserByIdentifier(db: Executor, identifier: LoginIdentifier) {
  const [row] = await db.select().from(users).where(byIdentifier(identifier));
  return row;
}

export async function findUserById(db: Executor, id: number) {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** Which of this email and mobile already belong to someone else. */
export async function findTakenContacts(
  db: Executor,
  contacts: { email?: string | undefined; mobile?: string | undefined },
  exceptUserId?: number,
): Promise<{ email: boolean; mobile: boolean }> {
  const matches: SQL[] = [];
  if (contacts.email) matches.push(eq(users.email, contacts.email));
  if (contacts.mobile) matches.push(eq(users.mobile, contacts.mobile));
  if (matches.length === 0) return { email: false, mobile: false };
  const rows = await db
    .select({ email: users.email, mobile: users.mobile })
    .from(users)
    .where(and(or(...matches), exceptUserId ? ne(users.id, exceptUserId) : undefined));
  return {
    email: rows.some((row) => row.email === contacts.email),
    mobile: rows.some((row) => row.mobile === contacts.mobile),
  };
}

export async function insertUser(
  db: Executor,
  user: Pick<UserRow, 'firstName' | 'lastName' | 'email' | 'mobile' | 'passwordHash' | 'locale'>,
): Promise<UserRow> {
  const [row] = await db.insert(users).values(user).returning();
  return row!;
}

export async function updateUser(
  db: Executor,
  id: number,
  changes: Partial<
    Pick<UserRow, 'firstName' | 'lastName' | 'email' | 'mobile' | 'passwordHash' | 'avatar' | 'verifiedAt'>
  >,
  now: Date,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...changes, updatedAt: now })
    .where(eq(users.id, id))
    .returning();
  return row;
}

/** Serializes a user's own changes (addresses, profile) on PostgreSQL; PGlite has one connection anyway. */
export async function lockUser(db: Executor, id: number): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id)).for('update');
  return row !== undefined;
}
