import type { Executor } from '../../db/client.js';
import { categories, subCategories } from '../../db/schema/index.js';
import { normalize } from '../../lib/normalize.js';

/** How long a process keeps the category names before reading them again. */
const TTL_MS = 60_000;

type Named = { id: number; names: string[] };
type Taxonomy = { categories: Named[]; subCategories: Named[] };

const cache = new WeakMap<object, { at: number; taxonomy: Promise<Taxonomy> }>();

/** Both names, normalized, and without a leading article (القهوة → قهوه): how a shopper types a kind. */
const namesOf = (row: { nameEn: string; nameAr: string }) =>
  [row.nameEn, row.nameAr].map(normalize).flatMap((name) => {
    const bare = /^ال(.{2,})$/.exec(name)?.[1];
    return bare ? [name, bare] : [name];
  });

function taxonomyOf(db: Executor): Promise<Taxonomy> {
  const cached = cache.get(db);
  if (cached && Date.now() - cached.at < TTL_MS) return cached.taxonomy;
  const taxonomy = Promise.all([db.select().from(categories), db.select().from(subCategories)]).then(
    ([categoryRows, subRows]) => ({
      categories: categoryRows.map((row) => ({ id: row.id, names: namesOf(row) })),
      subCategories: subRows.map((row) => ({ id: row.id, names: namesOf(row) })),
    }),
  );
  cache.set(db, { at: Date.now(), taxonomy });
  taxonomy.catch(() => cache.delete(db));
  return taxonomy;
}

/** The kinds of product a search names. */
export type NamedKinds = { categoryIds: number[]; subCategoryIds: number[] };

/**
 * The categories and sub-categories whose name (either language) starts with the phrase: `قهوة تركي` names the
 * sub-category Turkish coffee, whose products are called `بن فيروز وسط سادة`; a shopper who types the name of a
 * kind means products of that kind before products that merely mention it (cups for Turkish coffee).
 */
export async function kindsNamed(db: Executor, phrase: string): Promise<NamedKinds> {
  if (phrase.length < 3) return { categoryIds: [], subCategoryIds: [] };
  const taxonomy = await taxonomyOf(db);
  const named = (rows: Named[]) =>
    rows.filter((row) => row.names.some((name) => name.startsWith(phrase))).map((row) => row.id);
  return { categoryIds: named(taxonomy.categories), subCategoryIds: named(taxonomy.subCategories) };
}

/**
 * The categories and sub-categories with a name word (either language) that starts with one of `spellings`
 * (a search word and the catalog words that stand in for it): `travel` is a word of Travel Tumblers, whose
 * `Fellow Carter Move Mug` is a travel mug though its name does not say so. What the search page finds through
 * `search_text` (which holds the kinds' names), for the suggestions (search/repository.ts, the last tier).
 */
export async function kindsWithWord(db: Executor, spellings: readonly string[]): Promise<NamedKinds> {
  const taxonomy = await taxonomyOf(db);
  const named = (rows: Named[]) =>
    rows
      .filter((row) =>
        row.names.some((name) =>
          name.split(' ').some((word) => spellings.some((spelling) => word.startsWith(spelling))),
        ),
      )
      .map((row) => row.id);
  return { categoryIds: named(taxonomy.categories), subCategoryIds: named(taxonomy.subCategories) };
}
