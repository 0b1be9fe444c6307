import type { AuditAction, AuditEntry } from '@coffee/contracts/backoffice';
import { and, count, desc, eq, ilike } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { auditLog } from '../../db/schema/index.js';
import { withinCairoDays } from '../../lib/cairo-days.js';
import { escapeLike } from '../../lib/normalize.js';

/** Who made a change, as the log keeps it (the back office's actor is one; the log needs no more of it). */
export type AuditActor = { userId: number; label: string; role: AuditEntry['actor_role'] };

export type AuditChange = {
  action: AuditAction;
  entity: AuditEntry['entity'];
  entityKey: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  note?: string | null;
  /** A client's Idempotency-Key: a second change with the same key is not recorded (see `recordAudit`). */
  requestKey?: string;
};

/**
 * Records one change, inside the transaction that makes it (so it commits or rolls back with it). Answers
 * false when the change's `requestKey` was recorded before: the caller then rolls its change back, as a
 * retry of one already made.
 */
export async function recordAudit(
  tx: Executor,
  actor: AuditActor,
  change: AuditChange,
  now: Date,
): Promise<boolean> {
  const inserted = await tx
    .insert(auditLog)
    .values({
      actorId: actor.userId,
      actorLabel: actor.label,
      actorRole: actor.role,
      action: change.action,
      entity: change.entity,
      entityKey: change.entityKey,
      before: change.before,
      after: change.after,
      note: change.note ?? null,
      requestKey: change.requestKey ?? null,
      createdAt: now,
    })
    .onConflictDoNothing({ target: auditLog.requestKey })
    .returning({ id: auditLog.id });
  return inserted.length > 0;
}

/** The change recorded under a client's Idempotency-Key, if any: what a retry must match. */
export async function findAuditByRequestKey(db: Executor, requestKey: string) {
  const [row] = await db.select().from(auditLog).where(eq(auditLog.requestKey, requestKey));
  return row;
}

/** What an operator narrows the log to; every part optional. */
export type AuditFilter = {
  entity?: string | undefined;
  entityKey?: string | undefined;
  /** Part of the actor's name or email, any case. */
  actor?: string | undefined;
  /** Cairo calendar days, `YYYY-MM-DD`, both included. */
  from?: string | undefined;
  to?: string | undefined;
};

/**
 * A page of the log, newest first: one entity's (or one entity kind's) changes, one actor's, those of some
 * Cairo days, or any mix.
 */
export async function listAudit(db: Executor, filter: AuditFilter, page: { limit: number; offset: number }) {
  const where = and(
    filter.entity === undefined ? undefined : eq(auditLog.entity, filter.entity),
    filter.entityKey === undefined ? undefined : eq(auditLog.entityKey, filter.entityKey),
    filter.actor === undefined ? undefined : ilike(auditLog.actorLabel, `%${escapeLike(filter.actor)}%`),
    ...withinCairoDays(auditLog.createdAt, filter.from, filter.to),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export type AuditRow = Awaited<ReturnType<typeof listAudit>>['rows'][number];

/**
 * The fields whose values differ between `before` and `after` (compared as JSON, so arrays count by their
 * content), each side holding only those: what an audit row records. Null when nothing changed.
 */
export function changedFields<T extends Record<string, unknown>>(
  before: T,
  after: T,
): { before: Partial<T>; after: Partial<T> } | null {
  const keys = (Object.keys(after) as (keyof T)[]).filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
  if (keys.length === 0) return null;
  const pick = (source: T) => Object.fromEntries(keys.map((key) => [key, source[key]])) as Partial<T>;
  return { before: pick(before), after: pick(after) };
}
