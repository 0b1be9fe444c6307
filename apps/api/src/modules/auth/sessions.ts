import { randomUUID } from 'node:crypto';
import type { TokenPair } from '@coffee/contracts/auth';
import type { Database, Executor } from '../../db/client.js';
import { addSeconds } from '../../lib/clock.js';
import { AppError } from '../../lib/errors.js';
import { ACCESS_TOKEN_TTL, hashRefreshToken, newRefreshToken, signAccessToken } from '../../lib/tokens.js';
import { refreshTtlFor } from './session-policy.js';
import * as repo from './sessions-repository.js';

/**
 * How long after a refresh token was spent a second use of it counts as a parallel refresh (two tabs, or
 * two requests of one page) rather than theft. See README.md in this folder.
 */
export const REFRESH_GRACE_SECONDS = 10;

async function issuePair(
  db: Executor,
  secret: string,
  userId: number,
  familyId: string,
  now: Date,
): Promise<TokenPair> {
  const refresh = newRefreshToken();
  const refreshTtl = await refreshTtlFor(db, userId);
  await repo.insertRefreshToken(db, {
    userId,
    familyId,
    tokenHash: refresh.hash,
    expiresAt: addSeconds(now, refreshTtl),
  });
  return {
    access_token: await signAccessToken(secret, { userId, sessionId: familyId }, now),
    refresh_token: refresh.token,
    token_type: 'Bearer',
    expires_in: ACCESS_TOKEN_TTL,
    refresh_expires_in: refreshTtl,
  };
}

/** A new session (a new refresh-token family) for a user who just proved who they are. */
export const startSession = (db: Executor, secret: string, userId: number, now: Date) =>
  issuePair(db, secret, userId, randomUUID(), now);

/**
 * Spends a refresh token for a new pair in the same family. A token spent more than the grace ago is
 * being replayed: the whole family is revoked, so whoever holds its newest token is logged out too.
 */
export async function rotateSession(
  db: Database,
  secret: string,
  token: string,
  now: Date,
): Promise<TokenPair> {
  const outcome = await db.transaction(async (tx) => {
    const row = await repo.lockRefreshToken(tx, hashRefreshToken(token));
    if (!row || row.revokedAt || row.expiresAt <= now) return { error: 'invalid' as const };
    if (row.usedAt) {
      const spentFor = (now.getTime() - row.usedAt.getTime()) / 1000;
      if (spentFor <= REFRESH_GRACE_SECONDS) return { error: 'rotated' as const };
      await repo.revokeFamily(tx, row.familyId, now);
      return { error: 'reused' as const };
    }
    await repo.markRefreshTokenUsed(tx, row.id, now);
    return { ok: true as const, pair: await issuePair(tx, secret, row.userId, row.familyId, now) };
  });
  if (outcome.ok) return outcome.pair;
  switch (outcome.error) {
    case 'rotated':
      throw new AppError(409, 'REFRESH_TOKEN_ROTATED', 'refreshRotated');
    case 'reused':
      throw new AppError(401, 'REFRESH_TOKEN_REUSED', 'sessionEnded');
    default:
      throw new AppError(401, 'INVALID_REFRESH_TOKEN', 'sessionEnded');
  }
}

/** Ends the session a refresh token belongs to; unknown tokens end nothing and say nothing. */
export async function endSessionOf(db: Executor, token: string, now: Date): Promise<void> {
  const row = await repo.findRefreshToken(db, hashRefreshToken(token));
  if (row) await repo.revokeFamily(db, row.familyId, now);
}
