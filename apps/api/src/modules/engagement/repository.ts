import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { newsletterSubscribers } from '../../db/schema/index.js';

export type SubscriberRow = typeof newsletterSubscribers.$inferSelect;

/** The address's row, locked for this transaction; undefined when it never signed up. */
export async function lockSubscriber(db: Executor, email: string): Promise<SubscriberRow | undefined> {
  const [row] = await db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, email))
    .for('update');
  return row;
}

/** A new confirmation link for the address (a row is made for an address never seen), replacing the last one. */
export async function saveConfirmation(
  db: Executor,
  request: { email: string; lang: string; tokenHash: string; now: Date },
): Promise<void> {
  const { email, lang, tokenHash, now } = request;
  await db
    .insert(newsletterSubscribers)
    .values({ email, lang, confirmTokenHash: tokenHash, confirmSentAt: now })
    .onConflictDoUpdate({
      target: newsletterSubscribers.email,
      set: { lang, confirmTokenHash: tokenHash, confirmSentAt: now },
    });
}

/** The row whose latest link carries this token. */
export async function findByToken(db: Executor, tokenHash: string): Promise<SubscriberRow | undefined> {
  const [row] = await db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.confirmTokenHash, tokenHash))
    .for('update');
  return row;
}

/** The owner followed the link: a subscriber from now (again, after an unsubscribe). */
export async function confirmSubscriber(db: Executor, id: number, now: Date): Promise<void> {
  await db
    .update(newsletterSubscribers)
    .set({ confirmedAt: now, unsubscribedAt: null })
    .where(eq(newsletterSubscribers.id, id));
}
