import type { SynonymGroup } from '@coffee/contracts/search';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { uniqueViolationOf } from '../../db/errors.js';
import { preparedStatement } from '../../db/prepared.js';
import { searchSynonymGroups, searchSynonymWords } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { normalize } from '../../lib/normalize.js';

/**
 * Synonyms kept by staff (issue 23): groups of words that mean the same to shoppers, `ibrik` = `cezve` = `كنكة`,
 * `مكنة` = `ماكينة`, `نسكافيه` = `instant`. The one writer of `search_synonym_groups` and `search_synonym_words`.
 * Read by every search (spelling.ts, correctSearchWords) from the table itself, so a saved group counts on the
 * next search in every process; the routes expire the cached lists and suggestions at once.
 */

/** Each of the search words in a group, with each of the group's other words (synonymsOf). */
const synonymRows = preparedStatement('search_synonyms_of', (db) =>
  db
    .select({ word: searchSynonymWords.word, other: sql<string>`other.word` })
    .from(searchSynonymWords)
    .innerJoin(
      sql`${searchSynonymWords} AS other`,
      sql`other.group_id = ${searchSynonymWords.groupId} AND other.word <> ${searchSynonymWords.word}`,
    )
    .where(sql`${searchSynonymWords.word} = any(${sql.placeholder('words')}::text[])`)
    .orderBy(asc(sql`other.word`)),
);

/**
 * For each search word in a group, the group's other words. One indexed read per search, a statement built
 * once and prepared (db/prepared.ts): every suggestion asks it.
 */
export async function synonymsOf(
  db: Executor,
  words: readonly string[],
): Promise<ReadonlyMap<string, readonly string[]>> {
  const result = new Map<string, string[]>();
  if (words.length === 0) return result;
  const rows = await synonymRows(db, { words: [...new Set(words)] });
  for (const row of rows) result.set(row.word, [...(result.get(row.word) ?? []), row.other]);
  return result;
}

/** A group's words as searches read them: normalized, each one word, distinct, at least two. */
export function synonymWords(typed: readonly string[]): string[] {
  const words: string[] = [];
  for (const entry of typed) {
    const word = normalize(entry);
    if (word.length === 0) continue;
    if (word.includes(' ')) throw new AppError(422, 'SYNONYM_ONE_WORD', 'synonymOneWord', [], {}, { word });
    if (!words.includes(word)) words.push(word);
  }
  if (words.length < 2) throw new AppError(422, 'SYNONYM_NEEDS_TWO', 'synonymNeedsTwo');
  return words;
}

type GroupRow = { id: number; updatedAt: Date };

const toGroup = (group: GroupRow, words: string[]): SynonymGroup => ({
  id: group.id,
  words,
  updated_at: group.updatedAt.toISOString(),
});

/** Every group, newest change first; its words in the order they sort. */
export async function listSynonymGroups(db: Executor): Promise<SynonymGroup[]> {
  const [groups, words] = await Promise.all([
    db.select().from(searchSynonymGroups).orderBy(sql`${searchSynonymGroups.updatedAt} DESC`),
    db.select().from(searchSynonymWords).orderBy(asc(searchSynonymWords.word)),
  ]);
  return groups.map((group) =>
    toGroup(
      group,
      words.filter((word) => word.groupId === group.id).map((word) => word.word),
    ),
  );
}

export async function findSynonymGroup(db: Executor, id: number): Promise<SynonymGroup | undefined> {
  const [group] = await db.select().from(searchSynonymGroups).where(eq(searchSynonymGroups.id, id));
  if (!group) return undefined;
  const words = await db
    .select({ word: searchSynonymWords.word })
    .from(searchSynonymWords)
    .where(eq(searchSynonymWords.groupId, id))
    .orderBy(asc(searchSynonymWords.word));
  return toGroup(
    group,
    words.map((row) => row.word),
  );
}

/**
 * Creates a group (`id` undefined) or replaces an existing group's words, in the caller's transaction. A word
 * already in another group is refused naming it; two staff saving the same word at once meet the word's key,
 * and the second is refused the same way.
 */
export async function saveSynonymGroup(
  tx: Executor,
  input: { id?: number; words: readonly string[]; staffId: number | null; now: Date },
): Promise<SynonymGroup> {
  const words = synonymWords(input.words);
  const taken = await tx
    .select({ word: searchSynonymWords.word })
    .from(searchSynonymWords)
    .where(
      and(
        inArray(searchSynonymWords.word, words),
        input.id === undefined ? undefined : ne(searchSynonymWords.groupId, input.id),
      ),
    )
    .limit(1);
  if (taken[0]) throw takenError(taken[0].word);
  let group: GroupRow | undefined;
  if (input.id === undefined) {
    [group] = await tx
      .insert(searchSynonymGroups)
      .values({ updatedBy: input.staffId, updatedAt: input.now })
      .returning();
  } else {
    [group] = await tx
      .update(searchSynonymGroups)
      .set({ updatedBy: input.staffId, updatedAt: input.now })
      .where(eq(searchSynonymGroups.id, input.id))
      .returning();
    if (!group) throw new AppError(404, 'NOT_FOUND', 'notFound');
    await tx.delete(searchSynonymWords).where(eq(searchSynonymWords.groupId, input.id));
  }
  const groupId = group!.id;
  try {
    await tx.insert(searchSynonymWords).values(words.map((word) => ({ word, groupId })));
  } catch (error) {
    const violation = uniqueViolationOf(error);
    if (violation) throw takenError(violation.value ?? words[0]!);
    throw error;
  }
  return toGroup(group!, [...words].sort());
}

/** Removes a group and its words; false when there was none. */
export async function deleteSynonymGroup(tx: Executor, id: number): Promise<boolean> {
  const deleted = await tx.delete(searchSynonymGroups).where(eq(searchSynonymGroups.id, id)).returning();
  return deleted.length > 0;
}

const takenError = (word: string) => new AppError(409, 'SYNONYM_TAKEN', 'synonymTaken', [], {}, { word });
