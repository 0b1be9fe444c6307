import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Executor } from './client.js';

/**
 * Reads that do not depend on each other: side by side on the pool, one after another inside a transaction.
 * A transaction holds one connection, which answers one query at a time: node-pg queues a second one today,
 * with a deprecation warning, and pg 9 refuses it. Each read is a function, so none starts before its turn.
 */
export async function readTogether<const R extends readonly (() => unknown)[]>(
  db: Executor,
  reads: R,
): Promise<{ -readonly [K in keyof R]: Awaited<ReturnType<R[K]>> }> {
  type Results = { -readonly [K in keyof R]: Awaited<ReturnType<R[K]>> };
  if (!(db instanceof PgTransaction)) return (await Promise.all(reads.map((read) => read()))) as Results;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as Results;
}
