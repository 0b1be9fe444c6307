import { asc, inArray } from 'drizzle-orm';
import { hashPassword } from '../../lib/passwords.js';
import type { Executor } from '../client.js';
import { sellerAccounts, sellers, users } from '../schema/index.js';

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
  const existing = await db
    .select({ email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        DEMO_SELLERS.map((account) => account.email),
      ),
    );
  const missing = DEMO_SELLERS.filter((account) => !existing.some((row) => row.email === account.email));
  if (missing.length === 0) return;
  const passwordHash = await hashPassword(DEMO_SELLER_PASSWORD);
  for (const account of missing) {
    const [user] = await db
      .insert(users)
      .values({ ...account, passwordHash, verifiedAt: now })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (!user) continue;
    const seller = firstSellers[DEMO_SELLERS.indexOf(account)]!;
    await db.insert(sellerAccounts).values({ userId: user.id, sellerId: seller.id }).onConflictDoNothing();
  }
}
