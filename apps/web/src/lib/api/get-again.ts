import { setTimeout as sleep } from 'node:timers/promises';

/** What a balancer answers when it has no API process for a request at that moment. */
const GATEWAY_STATUSES = new Set([502, 503, 504]);

/**
 * Sends a read, and once more a moment later when it could not reach an API process: the connection failed, or
 * the balancer answered 502/503/504 (an API process killed, the other briefly out of rotation). A read that
 * timed out is not sent again: the page has waited long enough. Reads only — a write is the caller's to retry,
 * with its idempotency key.
 */
export async function getAgainOnce(send: () => Promise<Response>, waitMs = 300): Promise<Response> {
  try {
    const first = await send();
    if (!GATEWAY_STATUSES.has(first.status)) return first;
    await first.body?.cancel().catch(() => undefined);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'TimeoutError') throw error;
  }
  await sleep(waitMs);
  return send();
}
