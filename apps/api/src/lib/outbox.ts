import { and, asc, desc, eq, lte, notInArray, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/client.js';
import { preparedStatement } from '../db/prepared.js';
import { outbox } from '../db/schema/index.js';

export type OutboxDraft = {
  channel: 'email' | 'sms';
  recipient: string;
  template: string;
  subject: string;
  body: string;
  payload?: Record<string, unknown>;
};

export type OutboxRow = typeof outbox.$inferSelect;

/** Queues a message; call it with the transaction that causes it, so both commit or neither does. */
export async function enqueueMessage(db: Executor, draft: OutboxDraft): Promise<void> {
  await insertMessage(db, { ...draft, payload: draft.payload ?? {} });
}

/** Every order, code and notice queues one: a prepared statement (db/prepared.ts). */
const insertMessage = preparedStatement('outbox_insert', (db) =>
  db.insert(outbox).values({
    channel: sql.placeholder('channel'),
    recipient: sql.placeholder('recipient'),
    template: sql.placeholder('template'),
    subject: sql.placeholder('subject'),
    body: sql.placeholder('body'),
    payload: sql.placeholder('payload'),
  }),
);

/** Something that delivers one message; throws when it could not. */
export type Transport = { name: string; send: (message: OutboxRow) => Promise<void> };

/** Tries before a message is dead-lettered (status 'failed', counted by /metrics for operators). */
export const MAX_SEND_ATTEMPTS = 5;
/** Wait after the first failure; each further one doubles it (30 s, 1 min, 2 min, 4 min). */
export const FIRST_RETRY_DELAY_MS = 30_000;

/** When a message that has now failed `attempts` times may be tried again. */
export const nextAttemptAfter = (now: Date, attempts: number) =>
  new Date(now.getTime() + FIRST_RETRY_DELAY_MS * 2 ** (attempts - 1));

/**
 * Sends up to `limit` messages that are due, one transaction each: the row is locked while it is sent and
 * `SKIP LOCKED` lets other API processes take the next one instead of waiting or sending it twice. The row
 * is marked sent only when the transport answered and the transaction commits: a process that dies mid-send
 * leaves it pending for the next drain (at least once; a crash between the mail server's yes and the commit
 * may send it twice, never zero times).
 */
export async function drainOutbox(
  db: Database,
  transport: Transport,
  options: { now: () => Date; limit?: number; onError?: (error: unknown, message: OutboxRow) => void },
) {
  const tried: number[] = [];
  let sent = 0;
  let failed = 0;
  for (let index = 0; index < (options.limit ?? 20); index++) {
    const outcome = await db.transaction(async (tx) => {
      const [message] = await tx
        .select()
        .from(outbox)
        .where(
          and(
            eq(outbox.status, 'pending'),
            // A new message goes at once; a failed one waits for its retry time (the app's clock, so tests can move it).
            or(eq(outbox.attempts, 0), lte(outbox.nextAttemptAt, options.now())),
            // A message that failed in this round waits for the next one rather than being retried at once.
            tried.length > 0 ? notInArray(outbox.id, tried) : undefined,
          ),
        )
        .orderBy(asc(outbox.id))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!message) return 'empty' as const;
      tried.push(message.id);
      try {
        await transport.send(message);
        await tx
          .update(outbox)
          .set({ status: 'sent', sentAt: options.now(), attempts: sql`${outbox.attempts} + 1` })
          .where(eq(outbox.id, message.id));
        return 'sent' as const;
      } catch (error) {
        options.onError?.(error, message);
        const attempts = message.attempts + 1;
        await tx
          .update(outbox)
          .set({
            attempts,
            status: attempts >= MAX_SEND_ATTEMPTS ? 'failed' : 'pending',
            nextAttemptAt: nextAttemptAfter(options.now(), attempts),
            lastError: (error instanceof Error ? error.message : String(error)).slice(0, 500),
          })
          .where(eq(outbox.id, message.id));
        return 'failed' as const;
      }
    });
    if (outcome === 'empty') break;
    if (outcome === 'sent') sent++;
    else failed++;
  }
  return { sent, failed };
}

export function listOutbox(db: Executor, to: string | undefined, limit: number) {
  return db
    .select()
    .from(outbox)
    .where(to ? eq(outbox.recipient, to) : undefined)
    .orderBy(desc(outbox.id))
    .limit(limit);
}
