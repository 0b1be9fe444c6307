import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from '../../lib/errors.js';

/**
 * Runs what checks a coupon code for the caller (`/checkCoupon`, the summary, the payment methods, placing the
 * order), counting a code that does not apply as a miss per account and per address; past the `couponMiss`
 * limit every check with a code answers 429 until the misses are forgotten. A code that applies costs
 * nothing, so a shopper re-pricing a cart with their code never meets it (decision 0032).
 */
export async function countingCouponMisses<T>(
  app: FastifyInstance,
  reply: FastifyReply,
  check: { userId: number; code: string | undefined; applied: (result: T) => boolean },
  run: () => Promise<T>,
): Promise<T> {
  if (!check.code) return run();
  const account = `user:${check.userId}`;
  await app.limits.misses.check('couponMiss', account, reply);
  const missed = () => app.limits.misses.missed('couponMiss', account, reply.request);
  try {
    const result = await run();
    if (!check.applied(result)) await missed();
    return result;
  } catch (error) {
    if (error instanceof AppError && error.code === 'INVALID_COUPON') await missed();
    throw error;
  }
}
