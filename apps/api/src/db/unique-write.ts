import type { Executor } from './client.js';
import { uniqueViolation } from './errors.js';

/**
 * A write whose unique column (a coupon's code, a post's slug) another request may have taken: in a
 * savepoint, so the caller's transaction lives on, and the clash is the caller's clear 409 rather than a 500.
 */
export async function uniqueWrite<T>(
  tx: Executor,
  refusal: () => Error,
  write: (inner: Executor) => Promise<T>,
): Promise<T> {
  try {
    return await tx.transaction(write);
  } catch (error) {
    if (uniqueViolation(error)) throw refusal();
    throw error;
  }
}
