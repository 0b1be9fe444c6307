import type { SearchedPhrase, SearchWeek } from '@coffee/contracts/search';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { searchWeeks } from '../../db/schema/index.js';
import { addDays, cairoDay } from '../../lib/format.js';

/**
 * What shoppers searched, per week (issue 23): every search of the full search page counted by its normalized
 * phrase, and whether it found anything. The top searches and those that found nothing are the list staff turn
 * into synonyms. The one writer of `search_weeks`.
 *
 * Counted in each process and added to the table in one statement every few seconds (`SearchTally`), so a
 * search costs no write of its own and a hot phrase is no row every search waits on. A process that dies loses
 * its last few seconds of counts: figures for a list of trends, not money.
 */

/** A phrase is kept up to this many characters; longer ones are pasted text, not searches worth a synonym. */
export const PHRASE_MAX = 60;

/** Distinct phrases a process holds between two writes; beyond it new phrases wait for the next write. */
const TALLY_MAX_PHRASES = 2_000;

/** How many phrases each list of the back office shows. */
const LIST_LENGTH = 50;

/** The Saturday (Egypt's week starts on it) of the week holding `day` (`YYYY-MM-DD`), and its Friday. */
export function weekOf(day: string): { start: string; end: string } {
  // getUTCDay: Sunday 0 … Saturday 6; days since the last Saturday.
  const since = (new Date(`${day}T12:00:00Z`).getUTCDay() + 1) % 7;
  const start = addDays(day, -since);
  return { start, end: addDays(start, 6) };
}

export const weekStartAt = (at: Date) => weekOf(cairoDay(at)).start;

type Count = { week: string; phrase: string; searches: number; foundNothing: number };

/** One process's counts since its last write. */
export class SearchTally {
  private counts = new Map<string, Count>();

  constructor(
    private readonly db: Executor,
    private readonly clock: () => Date,
  ) {}

  /** One search of `phrase` (normalized words joined), and how many products it found. */
  record(phrase: string, found: number): void {
    if (phrase.length === 0) return;
    const kept = phrase.slice(0, PHRASE_MAX).trim();
    const week = weekStartAt(this.clock());
    const key = `${week} ${kept}`;
    let count = this.counts.get(key);
    if (!count) {
      if (this.counts.size >= TALLY_MAX_PHRASES) return;
      count = { week, phrase: kept, searches: 0, foundNothing: 0 };
      this.counts.set(key, count);
    }
    count.searches += 1;
    if (found === 0) count.foundNothing += 1;
  }

  /** Adds what was counted to the table in one statement; the counts start again from zero. */
  async flush(): Promise<void> {
    if (this.counts.size === 0) return;
    const counts = [...this.counts.values()];
    this.counts = new Map();
    try {
      await this.db
        .insert(searchWeeks)
        .values(
          counts.map((count) => ({
            weekStart: count.week,
            phrase: count.phrase,
            searches: count.searches,
            foundNothing: count.foundNothing,
          })),
        )
        .onConflictDoUpdate({
          target: [searchWeeks.weekStart, searchWeeks.phrase],
          set: {
            searches: sql`${searchWeeks.searches} + excluded.searches`,
            foundNothing: sql`${searchWeeks.foundNothing} + excluded.found_nothing`,
          },
        });
    } catch (error) {
      // Not written: counted again with the next searches rather than lost, as far as room allows.
      for (const count of counts) {
        const key = `${count.week} ${count.phrase}`;
        const now = this.counts.get(key);
        if (now) {
          now.searches += count.searches;
          now.foundNothing += count.foundNothing;
        } else if (this.counts.size < TALLY_MAX_PHRASES) this.counts.set(key, count);
      }
      throw error;
    }
  }
}

const toPhrase = (row: { phrase: string; searches: number; foundNothing: number }): SearchedPhrase => ({
  phrase: row.phrase,
  searches: row.searches,
  found_nothing: row.foundNothing,
});

/** The week holding `day` (today in Cairo by default): its totals, top phrases and those that found nothing. */
export async function searchWeek(db: Executor, day: string): Promise<SearchWeek> {
  const { start, end } = weekOf(day);
  const ofWeek = eq(searchWeeks.weekStart, start);
  const columns = {
    phrase: searchWeeks.phrase,
    searches: searchWeeks.searches,
    foundNothing: searchWeeks.foundNothing,
  };
  const [top, nothing, [totals]] = await Promise.all([
    db
      .select(columns)
      .from(searchWeeks)
      .where(ofWeek)
      .orderBy(desc(searchWeeks.searches), searchWeeks.phrase)
      .limit(LIST_LENGTH),
    db
      .select(columns)
      .from(searchWeeks)
      .where(and(ofWeek, gt(searchWeeks.foundNothing, 0)))
      .orderBy(desc(searchWeeks.foundNothing), searchWeeks.phrase)
      .limit(LIST_LENGTH),
    db
      .select({
        searches: sql<number>`coalesce(sum(${searchWeeks.searches}), 0)::int`,
        foundNothing: sql<number>`coalesce(sum(${searchWeeks.foundNothing}), 0)::int`,
      })
      .from(searchWeeks)
      .where(ofWeek),
  ]);
  return {
    week_start: start,
    week_end: end,
    searches: Number(totals?.searches ?? 0),
    found_nothing: Number(totals?.foundNothing ?? 0),
    top: top.map(toPhrase),
    nothing_found: nothing.map(toPhrase),
  };
}
