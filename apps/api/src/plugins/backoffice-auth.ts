import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Executor } from '../db/client.js';
import { sellerAccounts, users } from '../db/schema/index.js';
import { AppError } from '../lib/errors.js';
import { authOf } from './auth.js';
import { documentBearer } from './openapi.js';

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
    /** Set by the back-office scopes' guard below; null elsewhere. */
    actor: Actor | null;
  }
  interface FastifyInstance {
    /** Which back-office scope routes registered here belong to; absent outside both. */
    backofficeArea?: Area;
  }
  interface FastifyContextConfig {
    /** In the /admin scope, `admin` keeps a route from staff too (they get a 403 `adminOnly`). */
    role?: 'admin';
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

type Area = 'admin' | 'seller';
type Guard = (request: FastifyRequest) => Promise<void>;
type MessageKey = 'staffOnly' | 'adminOnly' | 'sellerOnly';

/**
 * A guard letting in only the signed-in users of the given roles: 401 for a guest, 403 with `messageKey` for
 * anyone else. Roles are read on each request rather than carried in the token, so granting or taking one
 * away counts at once; a seller's id always comes from here, never from the request.
 */
function guardOf(app: FastifyInstance, allowed: readonly Actor['role'][], messageKey: MessageKey): Guard {
  return async (request) => {
    await app.authenticate(request);
    const actor = await findActor(app.db, authOf(request).userId);
    if (!actor || !allowed.includes(actor.role)) throw new AppError(403, 'FORBIDDEN', messageKey);
    request.actor = actor;
  };
}

/**
 * One scope of the back office: the given routes, behind one guard run once per request for all of them
 * (rather than a guard repeated on every handler) and documented as needing the bearer token.
 */
function defineScope(area: Area, guardFor: (app: FastifyInstance) => Guard) {
  return (routes: FastifyPluginAsyncZod[]) => async (scope: FastifyInstance) => {
    const guard = guardFor(scope);
    scope.decorate('backofficeArea', area);
    scope.addHook('onRoute', documentBearer);
    scope.addHook('onRequest', guard);
    for (const plugin of routes) await scope.register(plugin);
  };
}

/** The /admin routes: staff and admins, or admins alone where a route says `config: { role: 'admin' }`. */
export const adminScope = defineScope('admin', (app) => {
  const staff = guardOf(app, ['staff', 'admin'], 'staffOnly');
  const admin = guardOf(app, ['admin'], 'adminOnly');
  return (request) => (request.routeOptions.config.role === 'admin' ? admin : staff)(request);
});

/** The /seller routes: users linked to a seller, each working on that seller's things only. */
export const sellerScope = defineScope('seller', (app) => guardOf(app, ['seller'], 'sellerOnly'));

/**
 * Every request has an actor slot; only the back-office scopes fill it. An /admin or /seller route registered
 * outside its scope would have no guard at all, so the app refuses to build with one.
 */
export const backofficeAuthPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('actor', null);
  app.addHook('onRoute', function checkScope(this: FastifyInstance, route) {
    const area = /^\/(admin|seller)\//.exec(route.url)?.[1];
    if (area && this.backofficeArea !== area) {
      throw new Error(
        `${route.url} is registered outside the ${area} scope: add its plugin to ${area}Scope() in app.ts`,
      );
    }
  });
});
