import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Executor } from '../db/client.js';
import { sellerAccounts, users } from '../db/schema/index.js';
import { AppError } from '../lib/errors.js';
import { authOf } from './auth.js';

/** Who is working in the back office or the seller portal, read fresh on every request. */
export type Actor = {
  userId: number;
  /** `seller` when the user is linked to a seller and has no staff role. */
  role: 'staff' | 'admin' | 'seller';
  label: string;
  sellerId: number | null;
};

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the back-office guards below; null elsewhere. */
    actor: Actor | null;
  }
  interface FastifyInstance {
    /** onRequest hook: a signed-in staff member or admin (401 guest, 403 anyone else). */
    guardStaff: (request: FastifyRequest) => Promise<void>;
    /** onRequest hook: a signed-in admin (401 guest, 403 anyone else, staff included). */
    guardAdmin: (request: FastifyRequest) => Promise<void>;
    /** onRequest hook: a signed-in user linked to a seller (401 guest, 403 anyone else). */
    guardSeller: (request: FastifyRequest) => Promise<void>;
  }
}

/** The user's back-office standing: their role, and the seller they run if any. */
export async function findActor(db: Executor, userId: number): Promise<Actor | null> {
  const [row] = await db
    .select({
      role: users.role,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      sellerId: sellerAccounts.sellerId,
    })
    .from(users)
    .leftJoin(sellerAccounts, eq(sellerAccounts.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) return null;
  const role = row.role === 'customer' ? (row.sellerId === null ? null : 'seller') : row.role;
  if (role === null) return null;
  return { userId, role, label: `${row.firstName} ${row.lastName} <${row.email}>`, sellerId: row.sellerId };
}

/** The caller of a route behind one of the guards. */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw new AppError(403, 'FORBIDDEN', 'staffOnly');
  return request.actor;
}

/**
 * Roles are read on each request rather than carried in the token, so granting or taking one away counts at
 * once; a seller's id always comes from here, never from the request.
 */
export const backofficeAuthPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('actor', null);
  const guard =
    (allowed: readonly Actor['role'][], messageKey: 'staffOnly' | 'adminOnly' | 'sellerOnly') =>
    async (request: FastifyRequest) => {
      await app.authenticate(request);
      const actor = await findActor(app.db, authOf(request).userId);
      if (!actor || !allowed.includes(actor.role)) throw new AppError(403, 'FORBIDDEN', messageKey);
      request.actor = actor;
    };
  app.decorate('guardStaff', guard(['staff', 'admin'], 'staffOnly'));
  app.decorate('guardAdmin', guard(['admin'], 'adminOnly'));
  app.decorate('guardSeller', guard(['seller'], 'sellerOnly'));
});
