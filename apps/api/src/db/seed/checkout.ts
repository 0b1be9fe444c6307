import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../client.js';
import {
  categories,
  coupons,
  governorates,
  shippingZoneGovernorates,
  shippingZones,
  storeSettings,
  subCategories,
} from '../schema/index.js';
import { insertMissingDemoAccounts } from './demo-accounts.js';

const EGP = 100;

/** Delivery zones by governorate code (ISO 3166-2:EG), cheapest first. Fees in piastres. */
const ZONES = [
  {
    code: 'greater-cairo',
    nameEn: 'Greater Cairo',
    nameAr: 'القاهرة الكبرى',
    fee: 45 * EGP,
    governorates: ['EG-C', 'EG-GZ', 'EG-KB'],
  },
  {
    code: 'delta-canal',
    nameEn: 'Delta and Canal',
    nameAr: 'الدلتا والقناة',
    fee: 65 * EGP,
    governorates: [
      'EG-ALX',
      'EG-BH',
      'EG-DK',
      'EG-DT',
      'EG-GH',
      'EG-KFS',
      'EG-MNF',
      'EG-SHR',
      'EG-IS',
      'EG-PTS',
      'EG-SUZ',
    ],
  },
  {
    code: 'upper-egypt',
    nameEn: 'Upper Egypt',
    nameAr: 'الصعيد',
    fee: 85 * EGP,
    governorates: ['EG-FYM', 'EG-BNS', 'EG-MN', 'EG-AST', 'EG-SHG', 'EG-KN', 'EG-LX', 'EG-ASN'],
  },
  {
    code: 'remote',
    nameEn: 'Red Sea, Sinai, New Valley and Matrouh',
    nameAr: 'البحر الأحمر وسيناء والوادي الجديد ومطروح',
    fee: 120 * EGP,
    governorates: ['EG-BA', 'EG-JS', 'EG-SIN', 'EG-WAD', 'EG-MT'],
  },
] as const;

export const DEFAULT_STORE_SETTINGS = {
  freeShippingThreshold: 1_500 * EGP,
  codMaxTotal: 10_000 * EGP,
  codFee: 10 * EGP,
  maxLineQuantity: 20,
  instapayAddress: null as string | null,
};

/**
 * Delivery zones and the checkout settings every store needs, demo or not. Idempotent, and it never
 * overwrites what an operator has changed since: existing rows are left alone. Needs the governorates.
 */
export async function seedStoreSettings(db: Executor): Promise<void> {
  await db
    .insert(storeSettings)
    .values({ id: 1, ...DEFAULT_STORE_SETTINGS })
    .onConflictDoNothing();
  const known = await db.select({ id: shippingZones.id }).from(shippingZones).limit(1);
  if (known.length > 0) return;
  const governorateRows = await db
    .select({ id: governorates.id, code: governorates.code })
    .from(governorates);
  const governorateIds = new Map(governorateRows.map((row) => [row.code, row.id]));
  for (const [sortOrder, zone] of ZONES.entries()) {
    const [row] = await db
      .insert(shippingZones)
      .values({ code: zone.code, nameEn: zone.nameEn, nameAr: zone.nameAr, fee: zone.fee, sortOrder })
      .returning({ id: shippingZones.id });
    const members = zone.governorates.flatMap((code) => {
      const id = governorateIds.get(code);
      return id === undefined ? [] : [{ governorateId: id, zoneId: row!.id }];
    });
    if (members.length > 0) await db.insert(shippingZoneGovernorates).values(members).onConflictDoNothing();
  }
}

/** Demo-only sign-ins for the back office, listed in the README. Never seeded outside the demo. */
export const DEMO_STAFF = [
  {
    email: 'staff@coffee.test',
    mobile: '+201000000001',
    firstName: 'Salma',
    lastName: 'Staff',
    role: 'staff',
  },
  {
    email: 'admin@coffee.test',
    mobile: '+201000000002',
    firstName: 'Adel',
    lastName: 'Admin',
    role: 'admin',
  },
] as const;
export const DEMO_STAFF_PASSWORD = 'coffee-staff-2026';

/** A Cairo wall-clock time (Egypt keeps UTC+2 in winter, UTC+3 in summer) as an instant. */
function cairoTime(local: string, offset = '+02:00'): Date {
  return new Date(`${local}${offset}`);
}

/** The demo store's contact page: a Cairo landline, a WhatsApp number and the address its invoices print. */
export const DEMO_STORE_CONTACT = {
  contactPhone: '02 2345 6789',
  contactWhatsapp: '+201001234567',
  contactAddressEn: '12 Mahmoud Bassiouny St., Downtown, Cairo',
  contactAddressAr: '١٢ شارع محمود بسيوني، وسط البلد، القاهرة',
};

/** Sets the demo contact details; called only when the demo store is first loaded, so an admin's change stays. */
export async function seedDemoStoreContact(db: Executor): Promise<void> {
  await db.update(storeSettings).set(DEMO_STORE_CONTACT).where(eq(storeSettings.id, 1));
}

/** Demo coupons (listed in the README) and the demo staff and admin accounts; idempotent. */
export async function seedDemoCheckout(db: Executor, now: Date): Promise<void> {
  const [beans] = await db
    .select({ id: subCategories.id })
    .from(subCategories)
    .innerJoin(categories, eq(categories.id, subCategories.categoryId))
    .where(sql`${categories.slug} = 'coffee' and ${subCategories.slug} = 'coffee-beans'`);
  const nextYear = now.getUTCFullYear() + 1;
  await db
    .insert(coupons)
    .values([
      { code: 'WELCOME10', kind: 'percent', value: 10, firstOrderOnly: true, perUserLimit: 1 },
      { code: 'CAIRO50', kind: 'fixed', value: 50 * EGP, minSubtotal: 500 * EGP, perUserLimit: 3 },
      {
        code: 'BEANS15',
        kind: 'percent',
        value: 15,
        maxDiscount: 150 * EGP,
        perUserLimit: 5,
        subCategoryIds: beans ? [beans.id] : [],
        endsAt: cairoTime(`${nextYear}-12-31T23:59:59`),
      },
      {
        code: 'SUMMER25',
        kind: 'percent',
        value: 25,
        startsAt: cairoTime('2025-06-01T00:00:00', '+03:00'),
        endsAt: cairoTime('2025-08-31T23:59:59', '+03:00'),
      },
    ])
    .onConflictDoNothing({ target: coupons.code });

  await insertMissingDemoAccounts(db, DEMO_STAFF, DEMO_STAFF_PASSWORD, now);
}
