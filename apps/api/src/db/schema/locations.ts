import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';

/** Egypt's 27 governorates; ids and names from shared/data/egypt-locations.json. */
export const governorates = pgTable('governorates', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  nameEn: text('name_en').notNull(),
  nameAr: text('name_ar').notNull(),
});

export const cities = pgTable(
  'cities',
  {
    id: integer('id').primaryKey(),
    governorateId: integer('governorate_id')
      .notNull()
      .references(() => governorates.id),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
  },
  (t) => [index('cities_governorate_idx').on(t.governorateId)],
);
