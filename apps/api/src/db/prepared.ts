import { createHash } from 'node:crypto';
import { Column, Param, Placeholder, SQL, StringChunk, sql, Table } from 'drizzle-orm';
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
 * should not for another (search/repository.ts). The setting holds for these statements only: they run on a
 * pool of their own (openDatabase's twin pool, planningGenerically) whose connections start with it, and no
 * other statement runs there. Never on the main pool: it also gives unnamed statements generic plans (the old
 * suggestion text ran 3× slower so). It was first SET before each run and RESET after, two round trips per
 * run. In a transaction the statement runs named on the transaction's connection, its plan left to PostgreSQL.
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
  const { name, text, values } = shapedText(executor, prefix, query);
  const statement = { name, text, values };
  if (!(client instanceof pg.Pool)) {
    await keepShape(client, name);
    return client.query(statement);
  }
  const generic = genericPools.get(client);
  if (!generic)
    throw new Error('shapedStatement: this pool has no generic-planning pool (openDatabase opens one)');
  const connection = await generic.connect();
  try {
    await keepShape(connection, name);
    return await connection.query(statement);
  } finally {
    connection.release();
  }
}

/** For each pool openDatabase opens, its twin whose connections plan generically (shapedStatement). */
const genericPools = new WeakMap<pg.Pool, pg.Pool>();

/**
 * Registers `generic`, a pool whose connections start with `plan_cache_mode = force_generic_plan`, as where
 * shapedStatement runs the statements of `pool`'s database. Nothing else may take a connection from it.
 */
export function planningGenerically(pool: pg.Pool, generic: pg.Pool) {
  genericPools.set(pool, generic);
}

/** How many shapes' texts a process keeps (shapedText), the least recently used dropped. */
const TEXTS_KEPT = 256;

/** Per statement prefix and shape (shapeOf's key): the statement's text as drizzle wrote it, and its name. */
const texts = new Map<string, { name: string; text: string }>();

/**
 * The statement's name, text and parameters. drizzle writes a statement's text anew on every call, a walk of
 * its whole tree that was about a tenth of the API's CPU per suggestion (the ~12 kB text of some hundred
 * conditions; bench/RESULTS.md). Here it writes each shape's text once: the shape is read off the tree by a
 * plain walk (shapeOf) that also collects the parameters in drizzle's order, and the text of a shape seen
 * before is taken from `texts`. A tree with a part the walk does not know is written by drizzle, every call.
 */
function shapedText(
  executor: Executor,
  prefix: string,
  query: SQL,
): { name: string; text: string; values: unknown[] } {
  const shape = shapeOf(query);
  const key = shape && `${prefix}\0${shape.key}`;
  const known = key && texts.get(key);
  if (shape && key && known) {
    texts.delete(key);
    texts.set(key, known);
    return { ...known, values: shape.values };
  }
  const dialect = (
    executor as unknown as { dialect: { sqlToQuery: (query: SQL) => { sql: string; params: unknown[] } } }
  ).dialect;
  const { sql: text, params } = dialect.sqlToQuery(query);
  const name = `${prefix}_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
  if (key) {
    texts.set(key, { name, text });
    if (texts.size > TEXTS_KEPT) texts.delete(texts.keys().next().value!);
  }
  return { name, text, values: params };
}

/** Small numbers for the tables and columns a shape names (shapeOf). */
const entityIds = new WeakMap<object, number>();
let entitiesSeen = 0;

/**
 * A statement's shape and parameters, read as drizzle's sqlToQuery reads the tree (drizzle-orm 0.45, sql.js
 * buildQueryFromSourceParams) but writing nothing: the key holds the literal text, a mark per parameter and an
 * id per table or column, so two trees of one key are written alike by drizzle; the parameters come in the
 * order drizzle numbers them. NUL, which no statement's text can hold, starts each mark. undefined for a tree
 * holding anything else (a name, an array, a subquery, an enum, a placeholder, inlined parameters, an object
 * value): written by drizzle then, whose rules for those are its own.
 */
export function shapeOf(query: SQL): { key: string; values: unknown[] } | undefined {
  let key = '';
  const values: unknown[] = [];
  const walk = (chunks: readonly unknown[]): boolean => {
    for (const chunk of chunks) {
      if (chunk === undefined) continue;
      if (chunk instanceof StringChunk) {
        key += chunk.value.join('');
      } else if (chunk instanceof SQL) {
        // sql.inlineParams(): drizzle writes the values into the text.
        if ((chunk as unknown as { shouldInlineParams: boolean }).shouldInlineParams) return false;
        if (!walk(chunk.queryChunks)) return false;
      } else if (chunk instanceof Param) {
        if (chunk.value instanceof Placeholder) return false;
        const value = chunk.value === null ? null : chunk.encoder.mapToDriverValue(chunk.value);
        if (value !== null && typeof value === 'object') return false;
        key += '\0$';
        values.push(value);
      } else if (chunk instanceof Column || chunk instanceof Table) {
        let id = entityIds.get(chunk);
        if (id === undefined) {
          id = entitiesSeen++;
          entityIds.set(chunk, id);
        }
        key += `\0#${id};`;
      } else if (chunk === null || (typeof chunk !== 'object' && typeof chunk !== 'function')) {
        key += '\0$';
        values.push(chunk);
      } else {
        return false;
      }
    }
    return true;
  };
  return walk([query]) ? { key, values } : undefined;
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
