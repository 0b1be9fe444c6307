import { and, eq, inArray, not, or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client.js';
import {
  placeholderFor,
  preparedStatement,
  SHAPES_PER_CONNECTION,
  shapedStatement,
  shapeOf,
} from '../src/db/prepared.js';
import { outbox, productSuggestions } from '../src/db/schema/index.js';
import { createTestDatabase } from './support/database.js';

// The hot statements of an order are built once per process and run on each caller's connection
// (db/prepared.ts). What a caller would notice if that went wrong: another caller's values, a statement run
// outside the caller's transaction (kept after its rollback), a null or a date written wrong.

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

let builds = 0;
const insertMessage = preparedStatement('test_outbox_insert', (db) => {
  builds += 1;
  return db
    .insert(outbox)
    .values({
      channel: 'email',
      recipient: sql.placeholder('recipient'),
      template: 'test',
      subject: sql.placeholder('subject'),
      body: 'body',
      payload: sql.placeholder('payload'),
    })
    .returning({ id: outbox.id, recipient: outbox.recipient, payload: outbox.payload });
});
const markSent = preparedStatement('test_outbox_sent', (db) =>
  db
    .update(outbox)
    .set({ sentAt: placeholderFor('sentAt', outbox.sentAt) })
    .where(eq(outbox.id, sql.placeholder('id')))
    .returning({ sentAt: outbox.sentAt }),
);

describe('a statement built once', () => {
  it('runs with each caller’s values, in each caller’s transaction, and is built only the first time', async () => {
    const { db } = database;
    // First outside a transaction (the pool), then in two: each runs where its caller does.
    const [outside] = await insertMessage(db, { recipient: 'c@example.com', subject: 'C', payload: {} });
    const [first] = await db.transaction((tx) =>
      insertMessage(tx, { recipient: 'a@example.com', subject: 'A', payload: { n: 1 } }),
    );
    const [second] = await db.transaction((tx) =>
      insertMessage(tx, { recipient: 'b@example.com', subject: 'B', payload: { n: 2 } }),
    );
    expect([outside, first, second]).toEqual([
      { id: expect.any(Number), recipient: 'c@example.com', payload: {} },
      { id: expect.any(Number), recipient: 'a@example.com', payload: { n: 1 } },
      { id: expect.any(Number), recipient: 'b@example.com', payload: { n: 2 } },
    ]);
    expect(builds).toBe(1);

    // Run in a transaction that rolls back: nothing of it stays (it ran on the transaction's connection).
    await expect(
      db.transaction(async (tx) => {
        await insertMessage(tx, { recipient: 'gone@example.com', subject: 'G', payload: {} });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    const kept = await db.select({ recipient: outbox.recipient }).from(outbox).orderBy(outbox.id);
    expect(kept.map((row) => row.recipient)).toEqual(['c@example.com', 'a@example.com', 'b@example.com']);
  });

  it('writes a column’s value as the column maps it, and a null as null', async () => {
    const { db } = database;
    const [row] = await insertMessage(db, { recipient: 'd@example.com', subject: 'D', payload: {} });
    const at = new Date('2026-11-27T20:15:00.000Z');
    expect(await markSent(db, { id: row!.id, sentAt: at })).toEqual([{ sentAt: at }]);
    expect(await markSent(db, { id: row!.id, sentAt: null })).toEqual([{ sentAt: null }]);
  });
});

// Statements whose text varies with their input's shape (the suggestions) run named after their text, with a
// generic plan, a bounded number per connection (db/prepared.ts shapedStatement).
describe('statements of varying shape', () => {
  it('answer each call with its own values, keep a bounded number prepared, and leave the connection as it was', async () => {
    const { db } = database;
    const run = async (shape: number, value: number) =>
      Number(
        (await shapedStatement(db, 'test_shape', sql`SELECT ${value}::int + ${sql.raw(String(shape))} AS n`))
          .rows[0]!.n,
      );
    const shapes = SHAPES_PER_CONNECTION + 5;
    for (let shape = 0; shape < shapes; shape++) expect(await run(shape, 1000)).toBe(1000 + shape);
    // The least recently used shapes were let go; asked again, they are prepared again, with the new values.
    expect(await run(0, 7)).toBe(7);
    expect(await run(shapes - 1, 7)).toBe(7 + shapes - 1);
    if (database.kind !== 'postgres') return;
    // One call at a time: one connection ran them all (and this one), holds the bound, and plans generically.
    const held = await shapedStatement(
      db,
      'test_held',
      sql`SELECT count(*) AS n, current_setting('plan_cache_mode') AS mode FROM pg_prepared_statements`,
    );
    expect(held.rows[0]).toEqual({ n: String(SHAPES_PER_CONNECTION), mode: 'force_generic_plan' });
    // The rest of the app's statements run on other connections, planned as before: the generic plans were
    // these statements' alone.
    const setting = await db.execute(sql`SHOW plan_cache_mode`);
    expect((setting as unknown as { rows: { plan_cache_mode: string }[] }).rows[0]!.plan_cache_mode).toBe(
      'auto',
    );
    const others = await db.execute(
      sql`SELECT count(*) AS n FROM pg_prepared_statements WHERE name LIKE 'test_shape%'`,
    );
    expect((others as unknown as { rows: { n: string }[] }).rows[0]!.n).toBe('0');
  });
});

// A shape's text is written once and reused (db/prepared.ts shapeOf): what would go wrong is a text that is not
// the one drizzle writes for the tree, or parameters in another order.
describe('a shape read off the tree', () => {
  const { searchName, productId } = productSuggestions;
  const tree = (word: string, id: number, extra: boolean) =>
    sql`SELECT ${productId} FROM ${productSuggestions}
      WHERE ${and(
        or(sql`${searchName} LIKE ${`%${word}%`}`, eq(productId, id)),
        not(sql`strpos(${searchName}, ${word}) > 0`),
        extra ? sql`${productId} > ${sql.raw(String(id))}` : undefined,
      )} LIMIT ${sql.raw('16')}`;

  it('gives the key of drizzle’s text and its parameters, in drizzle’s order', () => {
    const { dialect } = database.db as unknown as {
      dialect: { sqlToQuery: (query: ReturnType<typeof sql>) => { sql: string; params: unknown[] } };
    };
    const one = shapeOf(tree('hario', 7, false))!;
    const another = shapeOf(tree('بن', 9, false))!;
    expect(another.key).toBe(one.key);
    expect(one.values).toEqual(dialect.sqlToQuery(tree('hario', 7, false)).params);
    expect(another.values).toEqual(['%بن%', 9, 'بن']);
    // Anything written into the text makes another shape: another condition, another raw count.
    expect(shapeOf(tree('hario', 7, true))!.key).not.toBe(one.key);
    expect(shapeOf(tree('hario', 8, true))!.key).not.toBe(shapeOf(tree('hario', 7, true))!.key);
    // What the walk does not know (an array of values) is left to drizzle.
    expect(shapeOf(sql`SELECT 1 WHERE ${inArray(productId, [1, 2])}`)).toBeUndefined();
  });
});
