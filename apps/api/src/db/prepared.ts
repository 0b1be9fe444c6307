import { type Column, Param, type SQL, sql } from 'drizzle-orm';
import type { Executor } from './client.js';

/**
 * A statement of constant text, built once per process and run as a named prepared statement.
 *
 * Built once: drizzle turns a query builder into SQL text on every run, which was about a fifth of the API's
 * JavaScript per placed order (decision 0056 amended). Here the builder runs on the first call only, with
 * `sql.placeholder('name')` wherever a value goes, and every call fills the placeholders. The builder is
 * declared at module level and receives nothing but an executor, so it cannot capture a request's values: a
 * value that is not a placeholder would be the first caller's for the life of the process.
 *
 * Prepared: on PostgreSQL each connection then parses and analyzes the text once, and plans it once its
 * generic plan costs no more than a custom one (PostgreSQL's plan cache decides after five runs), instead of
 * all three on every run: parsing and planning were about a third of PostgreSQL's CPU per placed order
 * (decision 0056). PGlite ignores the name.
 *
 * The name must always come with the same text: node-postgres refuses another text under a name a connection
 * has prepared. So no `inArray` of a varying length (`= any(array)` instead), and each variant of a statement
 * is a statement of its own. Keep names short (PostgreSQL keeps 63 bytes of them).
 *
 * How: drizzle's prepared query keeps the text, the parameters (placeholders among them) and the result
 * mapping, and runs on the connection it was made with (`client`, drizzle-orm 0.45's node-postgres and PGlite
 * drivers alike). Each call runs a copy of it whose `client` is the caller's: the transaction's connection, or
 * the pool. test/prepared-statements.test.ts holds both drivers to that.
 */
type Preparable = {
  prepare: (name: string) => { execute: (values?: Record<string, unknown>) => Promise<unknown> };
};
type Result<Q extends Preparable> = Awaited<ReturnType<ReturnType<Q['prepare']>['execute']>>;

export function preparedStatement<Q extends Preparable>(
  name: string,
  build: (db: Executor) => Q,
): (executor: Executor, values?: Record<string, unknown>) => Promise<Result<Q>> {
  let template: { execute: (values?: Record<string, unknown>) => Promise<unknown> } | undefined;
  return (executor, values = {}) => {
    template ??= build(executor).prepare(name);
    const run: typeof template & { client?: unknown } = Object.create(template);
    run.client = clientOf(executor);
    return run.execute(values) as Promise<Result<Q>>;
  };
}

/**
 * A placeholder that goes through the column's own mapping to the driver (a Date as the timestamp drizzle
 * writes, an object as JSON), where drizzle's types take no bare placeholder (an UPDATE's `set`). A null
 * stays null: drizzle maps a placeholder's value without looking (a timestamp's mapping would throw on it).
 */
export const placeholderFor = (name: string, column: Column): SQL =>
  sql`${new Param(sql.placeholder(name), {
    mapToDriverValue: (value: unknown) => (value === null ? null : column.mapToDriverValue(value)),
  })}`;

/** The connection (or pool) a drizzle database or transaction runs its statements on. */
function clientOf(executor: Executor): unknown {
  const client = (executor as unknown as { session?: { client?: unknown } }).session?.client;
  if (client === undefined) throw new Error('preparedStatement: this executor has no client');
  return client;
}
