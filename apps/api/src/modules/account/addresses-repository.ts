import { and, count, desc, eq, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { addresses, cities, governorates, users } from '../../db/schema/index.js';

export type AddressFields = {
  title: string;
  country: string;
  governorateId: number;
  cityId: number;
  area: string;
  street: string;
  details: string;
  /** Null: the account holder receives, at the account's mobile. */
  recipientName: string | null;
  mobile: string | null;
};

const addressWithPlaces = {
  address: addresses,
  governorate: { id: governorates.id, en: governorates.nameEn, ar: governorates.nameAr },
  city: { id: cities.id, en: cities.nameEn, ar: cities.nameAr },
  account: { firstName: users.firstName, lastName: users.lastName, mobile: users.mobile },
};

const selectAddresses = (db: Executor) =>
  db
    .select(addressWithPlaces)
    .from(addresses)
    .innerJoin(governorates, eq(governorates.id, addresses.governorateId))
    .innerJoin(cities, eq(cities.id, addresses.cityId))
    .innerJoin(users, eq(users.id, addresses.userId));

export type AddressRow = Awaited<ReturnType<typeof findAddress>> & {};

/**
 * Who receives what is sent to this address, and at which mobile: the ones it names, else (addresses saved
 * before checkout asked, or without them) the account holder's. The address book shows, and checkout uses,
 * exactly these.
 */
export function recipientOf({ address, account }: AddressRow): { recipient: string; mobile: string } {
  return {
    recipient: address.recipientName ?? `${account.firstName} ${account.lastName}`.trim(),
    mobile: address.mobile ?? account.mobile,
  };
}

/** Primary first, then newest first. */
export function listAddresses(db: Executor, userId: number) {
  return selectAddresses(db)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.isPrimary), desc(addresses.createdAt), desc(addresses.id));
}

/** One of this user's addresses; another user's id finds nothing, exactly like an id that does not exist. */
export async function findAddress(db: Executor, userId: number, id: number) {
  const [row] = await selectAddresses(db).where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
  return row;
}

export async function countAddresses(db: Executor, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(addresses).where(eq(addresses.userId, userId));
  return row?.n ?? 0;
}

/** Whether the city exists and whether it lies in that governorate. */
export async function checkPlace(db: Executor, governorateId: number, cityId: number) {
  const [governorate] = await db
    .select({ id: governorates.id })
    .from(governorates)
    .where(eq(governorates.id, governorateId));
  if (!governorate) return 'unknown-governorate' as const;
  const [city] = await db
    .select({ id: cities.id })
    .from(cities)
    .where(and(eq(cities.id, cityId), eq(cities.governorateId, governorateId)));
  return city ? ('ok' as const) : ('city-elsewhere' as const);
}

export async function insertAddress(
  db: Executor,
  userId: number,
  fields: AddressFields,
  isPrimary: boolean,
  now: Date,
): Promise<number> {
  const [row] = await db
    .insert(addresses)
    .values({ ...fields, userId, isPrimary, createdAt: now })
    .returning({ id: addresses.id });
  return row!.id;
}

export async function updateAddress(db: Executor, userId: number, id: number, fields: AddressFields) {
  const updated = await db
    .update(addresses)
    .set(fields)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .returning({ id: addresses.id });
  return updated.length > 0;
}

/** Deletes one of this user's addresses; returns whether it was the primary, or undefined if none matched. */
export async function deleteAddress(db: Executor, userId: number, id: number) {
  const [row] = await db
    .delete(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .returning({ isPrimary: addresses.isPrimary });
  return row;
}

/**
 * Makes one address the primary. The old primary is cleared first: the partial unique index allows one
 * primary per user at any moment, so the order matters and the caller runs both in one transaction.
 */
export async function setPrimary(db: Executor, userId: number, id: number): Promise<void> {
  await db
    .update(addresses)
    .set({ isPrimary: false })
    .where(and(eq(addresses.userId, userId), eq(addresses.isPrimary, true), ne(addresses.id, id)));
  await db
    .update(addresses)
    .set({ isPrimary: true })
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
}

/** The id of the user's most recent address, the heir when the primary is deleted. */
export async function newestAddressId(db: Executor, userId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ id: addresses.id })
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.createdAt), desc(addresses.id))
    .limit(1);
  return row?.id;
}
