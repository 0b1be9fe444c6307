import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { preparedStatement } from '../../db/prepared.js';
import { refreshTokens } from '../../db/schema/index.js';

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

export async function insertRefreshToken(
  db: Executor,
  row: { userId: number; familyId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(refreshTokens).values(row);
}

/** The token's row, locked until the transaction ends so two refreshes of one token take turns. */
export async function lockRefreshToken(
  db: Executor,
  tokenHash: string,
): Promise<RefreshTokenRow | undefined> {
  const [row] = await db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .for('update');
  return row;
}

export async function findRefreshToken(db: Executor, tokenHash: string) {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
  return row;
}

export async function markRefreshTokenUsed(db: Executor, id: number, now: Date): Promise<void> {
  await db.update(refreshTokens).set({ usedAt: now }).where(eq(refreshTokens.id, id));
}

export async function revokeFamily(db: Executor, familyId: string, now: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Ends every session of a user, or every one but `keepFamilyId`. */
export async function revokeUserSessions(
  db: Executor,
  userId: number,
  now: Date,
  keepFamilyId?: string,
): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        keepFamilyId ? ne(refreshTokens.familyId, keepFamilyId) : undefined,
      ),
    );
}

const sessionActive = preparedStatement('session_active', (db) =>
  db
    .select({ one: sql<number>`1` })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.familyId, sql.placeholder('familyId')),
        eq(refreshTokens.userId, sql.placeholder('userId')),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1),
);

/** A session lives while its family has a token that is neither revoked nor expired. */
export async function isSessionActive(
  db: Executor,
  userId: number,
  familyId: string,
  now: Date,
): Promise<boolean> {
  // Every signed-in request asks: a prepared statement (db/prepared.ts).
  const [row] = await sessionActive(db, { familyId, userId, now });
  return row !== undefined;
}
