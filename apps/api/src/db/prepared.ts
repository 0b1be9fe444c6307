import { createHash } from 'node:crypto';
import { type Column, Param, type SQL, sql } from 'drizzle-orm';
import pg from 'pg';
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

/** How many statements of varying text (shapedStatement) one connection keeps prepared, the least used dropped. */
export const SHAPES_PER_CONNECTION = 64;

/** Per connection, the names of the shaped statements it holds prepared, least recently used first. */
const shapesOf = new WeakMap<pg.Client, Map<string, true>>();

/**
 * Runs a statement built per call as a named prepared statement with a generic plan, named after its text: for
 * a statement whose text varies with its input's shape (how many words, how many spellings of each) but not
 * with the values, which are all parameters. Each connection parses, analyzes and plans a shape once, instead
 * of all three on every run: planning the suggestion statement took 1.4–2.7 ms at best on a quiet machine,
 * more than running it (bench/RESULTS.md).
 *
 * Generic, forced: left to choose (`plan_cache_mode = auto`), PostgreSQL kept planning 40 of the suggestion
 * statement's 41 shapes per run, since their generic plans cost more by its estimates. Forcing it is the
 * caller's promise that the statement's plan does not hang on its values: every choice that does is made by
 * the data at run time, counts written into the text, and no condition an index could use for one value but
 * should not for another (search/repository.ts). The setting holds for this statement only: set before it on
 * the checked-out connection and reset after, before the connection serves anyone else. In a transaction the
 * statement runs named, its plan left to PostgreSQL.
 *
 * The name is a hash of the text, so a name always comes with the same text (node-postgres refuses another);
 * a connection keeps at most SHAPES_PER_CONNECTION of them and deallocates the least recently used beyond that,
 * so an input of a new shape on every call costs a round trip more, never memory without bound. PGlite runs
 * the statement as any other.
 */
export async function shapedStatement(
  executor: Executor,
  prefix: string,
  query: SQL,
): Promise<{ rows: Record<string, unknown>[] }> {
  const client = clientOf(executor);
  if (!(client instanceof pg.Pool || client instanceof pg.Client)) {
    return (await executor.execute(query)) as unknown as { rows: Record<string, unknown>[] };
  }
  const dialect = (
    executor as unknown as { dialect: { sqlToQuery: (query: SQL) => { sql: string; params: unknown[] } } }
  ).dialect;
  const { sql: text, params } = dialect.sqlToQuery(query);
  const name = `${prefix}_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
  const statement = { name, text, values: params as unknown[] };
  if (!(client instanceof pg.Pool)) {
    await keepShape(client, name);
    return client.query(statement);
  }
  const connection = await client.connect();
  // Given back to the pool only once reset; a connection that failed on the way (or cannot say it has reset)
  // is closed instead, so that no one else's statement runs with the setting.
  let reset = false;
  try {
    await keepShape(connection, name);
    await connection.query('SET plan_cache_mode = force_generic_plan');
    try {
      return await connection.query(statement);
    } finally {
      reset = await connection.query('RESET plan_cache_mode').then(
        () => true,
        () => false,
      );
    }
  } finally {
    connection.release(!reset);
  }
}

/** Marks `name` the connection's most recently used shape, deallocating the least recently used beyond the bound. */
async function keepShape(connection: pg.Client, name: string) {
  let shapes = shapesOf.get(connection);
  if (!shapes) {
    shapes = new Map();
    shapesOf.set(connection, shapes);
  }
  if (shapes.delete(name)) {
    shapes.set(name, true);
    return;
  }
  shapes.set(name, true);
  if (shapes.size <= SHAPES_PER_CONNECTION) return;
  const [oldest] = shapes.keys();
  shapes.delete(oldest!);
  // node-postgres's own record of what the connection has parsed (pg 8: `connection.parsedStatements`): a
  // statement that failed to parse is not there, and was never prepared.
  const parsed = (connection as unknown as { connection: { parsedStatements: Record<string, string> } })
    .connection.parsedStatements;
  if (parsed[oldest!] === undefined) return;
  await connection.query(`DEALLOCATE ${oldest}`);
  delete parsed[oldest!];
}
