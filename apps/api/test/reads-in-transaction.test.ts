import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client.js';
import { readTogether } from '../src/db/reads.js';
import { createTestDatabase } from './support/database.js';

/**
 * Reads that do not depend on each other go side by side on the pool, one after another inside a transaction:
 * a transaction's one connection answers one query at a time (node-pg warns about a second one today and pg 9
 * refuses it). The order emails read an order inside the transaction that moved it.
 */
/** The `name` column of a one-row answer (node-pg and PGlite both answer `{ rows }`). */
const nameIn = (result: unknown) => (result as { rows: { name: string }[] }).rows[0]?.name;

describe('readTogether', () => {
  let handle: DatabaseHandle;
  const warnings: string[] = [];
  const onWarning = (warning: Error) => warnings.push(warning.message);

  beforeAll(async () => {
    handle = await createTestDatabase();
    process.on('warning', onWarning);
  });
  afterAll(async () => {
    process.off('warning', onWarning);
    await handle?.close();
  });

  /** A read that records when it started and ended, and takes a moment on the server. */
  const timed = (log: string[], name: string) => async () => {
    log.push(`${name} start`);
    const rows = await handle.db.execute(sql`select pg_sleep(0.05), ${name}::text as name`);
    log.push(`${name} end`);
    return rows;
  };

  it('runs them one after another inside a transaction, in the order given, and answers each', async () => {
    const log: string[] = [];
    const answers = await handle.db.transaction(async (tx) =>
      readTogether(tx, [
        async () => {
          log.push('a start');
          const result = await tx.execute(sql`select pg_sleep(0.05), 'a'::text as name`);
          log.push('a end');
          return nameIn(result);
        },
        async () => {
          log.push('b start');
          const result = await tx.execute(sql`select 'b'::text as name`);
          log.push('b end');
          return nameIn(result);
        },
        () => 'c',
      ]),
    );
    expect(answers).toEqual(['a', 'b', 'c']);
    expect(log).toEqual(['a start', 'a end', 'b start', 'b end']);
    expect(warnings.filter((message) => message.includes('already executing a query'))).toEqual([]);
  });

  it('starts them together on the pool', async () => {
    const log: string[] = [];
    await readTogether(handle.db, [timed(log, 'a'), timed(log, 'b')]);
    expect(log.slice(0, 2)).toEqual(['a start', 'b start']);
  });
});
