import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { newsletterSubscribers } from '../../db/schema/index.js';

/** Subscribes an address; `false` when it is already subscribed (a past unsubscribe is undone). */
export async function subscribe(db: Executor, email: string, lang: string): Promise<boolean> {
  const rows = await db
    .insert(newsletterSubscribers)
    .values({ email, lang })
    .onConflictDoUpdate({
      target: newsletterSubscribers.email,
      set: { unsubscribedAt: null, lang },
      // Only a row that had unsubscribed is touched; an active subscriber returns no row.
      setWhere: sql`${newsletterSubscribers.unsubscribedAt} IS NOT NULL`,
    })
    .returning({ id: newsletterSubscribers.id });
  return rows.length > 0;
}
