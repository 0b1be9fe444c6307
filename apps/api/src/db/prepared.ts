/**
 * Runs a statement of constant text as a named prepared statement. On PostgreSQL each connection then parses
 * and analyzes it once, and plans it once its generic plan costs no more than a custom one (PostgreSQL's
 * plan cache decides after five runs), instead of all three on every run: parsing and planning were about a
 * third of PostgreSQL's CPU per placed order (decision 0056). PGlite ignores the name.
 *
 * The name must always come with the same text: node-postgres refuses another text under a name a connection
 * has prepared. So no `inArray` of a varying length under a name (`= any(array)` instead), and each variant
 * of a statement gets its own name. Keep names short (PostgreSQL keeps 63 bytes of them).
 */
export function runPrepared<T>(
  name: string,
  query: { prepare: (name: string) => { execute: () => Promise<T> } },
): Promise<T> {
  return query.prepare(name).execute();
}
