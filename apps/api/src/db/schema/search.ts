import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';

/**
 * Words that mean the same to shoppers, kept by staff (search/synonyms.ts): `ibrik`, `cezve`, `كنكة`. A search
 * word in a group also finds what the group's other words find, both ways, in suggestions and the full search.
 */
export const searchSynonymGroups = pgTable('search_synonym_groups', {
  id: serial('id').primaryKey(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A group's words, normalized (lib/normalize.ts); the key keeps each word in one group at most, whoever saves. */
export const searchSynonymWords = pgTable(
  'search_synonym_words',
  {
    word: text('word').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => searchSynonymGroups.id, { onDelete: 'cascade' }),
  },
  (t) => [index('search_synonym_words_group_idx').on(t.groupId)],
);

/**
 * What shoppers searched, counted per week (starting Saturday, Cairo's calendar) and normalized phrase: how many
 * searches, and how many found nothing. The back office lists the top ones and the ones that found nothing, the
 * list staff turn into synonyms (search/insights.ts). Counted in each process and added here in batches.
 */
export const searchWeeks = pgTable(
  'search_weeks',
  {
    weekStart: date('week_start').notNull(),
    phrase: text('phrase').notNull(),
    searches: integer('searches').notNull().default(0),
    foundNothing: integer('found_nothing').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.weekStart, t.phrase] }),
    index('search_weeks_top_idx').on(t.weekStart, t.searches),
    index('search_weeks_nothing_idx').on(t.weekStart, t.foundNothing).where(sql`${t.foundNothing} > 0`),
  ],
);
