import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { DEV_JWT_SECRET } from '../config.js';
import type { Executor } from '../db/client.js';
import { users } from '../db/schema/index.js';
import { AppError } from '../lib/errors.js';
import { verifyAccessToken } from '../lib/tokens.js';

export type Auth = { userId: number; sessionId: string };

declare module 'fastify' {
  interface FastifyRequest {
    /** Who is calling, once `app.authenticate` ran; null on public routes. */
    auth: Auth | null;
  }
  interface FastifyInstance {
    /** onRequest hook of routes that need a signed-in shopper: 401 otherwise, before the body is read. */
    authenticate: (request: FastifyRequest) => Promise<void>;
    /** onRequest hook of back-office routes: a signed-in user whose role is staff or admin, else 401/403. */
    requireStaff: (request: FastifyRequest) => Promise<void>;
  }
}

/** The bearer token, if the request carries one. */
export function bearerOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

/**
 * Access tokens are JWTs checked without a lookup of the user, but their session is looked up: logout,
 * password reset and refresh-token reuse end a session at once rather than an hour later.
 */
export type AuthOptions = {
  /** Whether the token's session still stands (the auth module's sessions; handed in by app.ts, so this plugin sits below the modules). */
  isSessionActive: (db: Executor, userId: number, sessionId: string, now: Date) => Promise<boolean>;
};

export const authPlugin = fp(async (app: FastifyInstance, { isSessionActive }: AuthOptions) => {
  if (app.config.env === 'development' && app.config.jwtSecret === DEV_JWT_SECRET) {
    app.log.warn('JWT_SECRET is not set: tokens are signed with the public development secret');
  }
  app.decorateRequest('auth', null);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = bearerOf(request);
    if (!token) throw new AppError(401, 'UNAUTHENTICATED', 'loginRequired');
    const checked = verifyAccessToken(app.config.jwtSecret, token, app.clock());
    if (!checked.ok) {
      throw checked.reason === 'expired'
        ? new AppError(401, 'TOKEN_EXPIRED', 'tokenExpired')
        : new AppError(401, 'UNAUTHENTICATED', 'loginRequired');
    }
    const { userId, sessionId } = checked.claims;
    if (!(await isSessionActive(app.db, userId, sessionId, app.clock()))) {
      throw new AppError(401, 'SESSION_ENDED', 'sessionEnded');
    }
    request.auth = { userId, sessionId };
  });
  // The role is read on each back-office request rather than carried in the token, so granting or taking it
  // away (npm run user:role) counts at once.
  app.decorate('requireStaff', async (request: FastifyRequest) => {
    await app.authenticate(request);
    const role = await findRole(app.db, authOf(request).userId);
    if (role !== 'staff' && role !== 'admin') throw new AppError(403, 'FORBIDDEN', 'staffOnly');
  });
});

export async function findRole(db: Executor, userId: number) {
  const [row] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId));
  return row?.role;
}

/** The caller of a route guarded by `app.authenticate`. */
export function authOf(request: FastifyRequest): Auth {
  if (!request.auth) throw new AppError(401, 'UNAUTHENTICATED', 'loginRequired');
  return request.auth;
}
