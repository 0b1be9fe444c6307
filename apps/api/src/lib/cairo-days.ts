import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { STORE_TIME_ZONE } from './format.js';

/**
 * `column` falls on Cairo calendar days `from` to `to` (both `YYYY-MM-DD`, both included, either optional):
 * from Cairo's midnight starting `from` to the one ending `to`, whatever the server's own time zone. The same
 * SQL on PostgreSQL and PGlite.
 */
export function withinCairoDays(column: AnyColumn, from: string | undefined, to: string | undefined): SQL[] {
  return [
    from === undefined
      ? undefined
      : sql`${column} >= (${from}::date)::timestamp at time zone ${STORE_TIME_ZONE}`,
    to === undefined
      ? undefined
      : sql`${column} < (${to}::date + 1)::timestamp at time zone ${STORE_TIME_ZONE}`,
  ].filter((condition): condition is SQL => condition !== undefined);
}
