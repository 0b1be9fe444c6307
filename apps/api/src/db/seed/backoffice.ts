import { asc } from 'drizzle-orm';
import type { Executor } from '../client.js';
import { sellerAccounts, sellers } from '../schema/index.js';
import { insertMissingDemoAccounts } from './demo-accounts.js';

/** Demo-only seller sign-ins for the seller portal (README): each runs one of the first two demo sellers. */
export const DEMO_SELLERS = [
  { email: 'seller@coffee.test', mobile: '+201000000003', firstName: 'Samir', lastName: 'Seller' },
  { email: 'seller2@coffee.test', mobile: '+201000000004', firstName: 'Hana', lastName: 'Seller' },
] as const;
export const DEMO_SELLER_PASSWORD = 'coffee-seller-2026';

/** Links the demo seller accounts to the demo catalog's first sellers; idempotent. */
export async function seedDemoSellerAccounts(db: Executor, now: Date): Promise<void> {
  const firstSellers = await db.select({ id: sellers.id }).from(sellers).orderBy(asc(sellers.id)).limit(2);
  if (firstSellers.length < DEMO_SELLERS.length) return;
  const made = await insertMissingDemoAccounts(db, DEMO_SELLERS, DEMO_SELLER_PASSWORD, now);
  for (const [index, account] of DEMO_SELLERS.entries()) {
    const userId = made.get(account.email);
    if (userId === undefined) continue;
    await db
      .insert(sellerAccounts)
      .values({ userId, sellerId: firstSellers[index]!.id })
      .onConflictDoNothing();
  }
}
