import type { CheckoutAddressInput } from '@coffee/contracts/checkout';
import { and, eq, type Placeholder, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../db/client.js';
import { preparedStatement } from '../../db/prepared.js';
import { type AddressSnapshot, addresses, cities, governorates } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { checkPlace, countAddresses, findAddress, recipientOf } from '../account/addresses-repository.js';
import { MAX_ADDRESSES } from '../account/addresses-routes.js';

type AddressInput = z.output<typeof CheckoutAddressInput>;

const placeNames = preparedStatement('order_place_names', (db) =>
  db
    .select({ gEn: governorates.nameEn, gAr: governorates.nameAr, cEn: cities.nameEn, cAr: cities.nameAr })
    .from(cities)
    .innerJoin(governorates, eq(governorates.id, cities.governorateId))
    .where(
      and(eq(cities.id, sql.placeholder('cityId')), eq(governorates.id, sql.placeholder('governorateId'))),
    ),
);

type PlaceNames = { gEn: string; gAr: string; cEn: string; cAr: string };

/**
 * The place names of a city in its governorate as a column of another statement (one json value, null when
 * the city is not in that governorate or either is unknown): the order's first statement reads them, so the
 * address costs no round trip of its own (decision 0056).
 */
export const placeNamesColumn = (cityId: Placeholder, governorateId: Placeholder) =>
  sql<PlaceNames | null>`(select json_build_object('gEn', g.name_en, 'gAr', g.name_ar, 'cEn', c.name_en, 'cAr', c.name_ar)
    from cities c join governorates g on g.id = c.governorate_id
    where c.id = ${cityId}::int and g.id = ${governorateId}::int)`;

/**
 * Where the order goes, as it stands at checkout: a saved address of the shopper's (its recipient and mobile,
 * or the account's name and mobile for addresses saved before checkout asked), or one filled in at checkout,
 * which `save: true` also keeps in the address book. The snapshot keeps place names in both languages, so
 * the order reads the same after the address book changes.
 */
export async function resolveOrderAddress(
  tx: Executor,
  userId: number,
  choice: { addressId?: number | undefined; address?: AddressInput | undefined },
  now: Date,
  /** The filled-in address's place names, when the caller already read them (placeNamesColumn). */
  known?: PlaceNames | null,
): Promise<AddressSnapshot> {
  if (choice.addressId !== undefined) {
    const row = await findAddress(tx, userId, choice.addressId);
    if (!row) throw new AppError(422, 'ADDRESS_NOT_FOUND', 'addressNotFound');
    const { address, governorate, city } = row;
    return {
      title: address.title,
      governorate: { id: governorate.id, name_en: governorate.en, name_ar: governorate.ar },
      city: { id: city.id, name_en: city.en, name_ar: city.ar },
      area: address.area,
      street: address.street,
      details: address.details,
      ...recipientOf(row),
    };
  }
  const input = choice.address;
  if (!input) throw new AppError(422, 'ADDRESS_REQUIRED', 'addressRequired');
  const names =
    known !== undefined
      ? known
      : (await placeNames(tx, { cityId: input.city_id, governorateId: input.governorate_id }))[0];
  if (!names) {
    const place = await checkPlace(tx, input.governorate_id, input.city_id);
    const problem = place === 'unknown-governorate' ? 'unknownGovernorate' : 'cityNotInGovernorate';
    throw new AppError(422, 'VALIDATION_ERROR', 'invalidRequest', [problem]);
  }
  if (input.save) {
    const held = await countAddresses(tx, userId);
    if (held >= MAX_ADDRESSES) throw new AppError(422, 'TOO_MANY_ADDRESSES', 'tooManyAddresses');
    await tx.insert(addresses).values({
      userId,
      title: input.title,
      governorateId: input.governorate_id,
      cityId: input.city_id,
      area: input.area,
      street: input.street,
      details: input.details,
      recipientName: input.recipient_name,
      mobile: input.mobile,
      isPrimary: held === 0,
      createdAt: now,
    });
  }
  return {
    title: input.title,
    governorate: { id: input.governorate_id, name_en: names.gEn, name_ar: names.gAr },
    city: { id: input.city_id, name_en: names.cEn, name_ar: names.cAr },
    area: input.area,
    street: input.street,
    details: input.details,
    recipient: input.recipient_name,
    mobile: input.mobile,
  };
}
