/**
 * One checkout attempt's `Idempotency-Key`. The key is made when an order is first sent and sent again with
 * the very same body until the attempt is settled, so a double click, a network failure retried or a
 * timeout whose order went through anyway never makes a second order: the API answers the same key with the
 * same order. A clear refusal (a 4xx: no address, a line over stock…) ends the attempt, as does an order
 * placed: what the shopper sends next is a new attempt with a new key. A changed body is a new attempt too
 * (the API refuses a known key with another body).
 */

/** What an answer says about the attempt: `placed`, `refused` (4xx), or `unknown` (no answer, 5xx). */
export type AttemptVerdict = 'placed' | 'refused' | 'unknown';

export const judgeAnswer = (status: number): AttemptVerdict =>
  status >= 200 && status < 300 ? 'placed' : status >= 400 && status < 500 ? 'refused' : 'unknown';

/** Where the open attempt is kept, so a reload after a lost answer still retries with its key. */
export type AttemptStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

type OpenAttempt = { key: string; body: string };

export const ATTEMPT_STORAGE_KEY = 'checkout-attempt';

function readStored(storage: AttemptStorage | null): OpenAttempt | null {
  try {
    const value: unknown = JSON.parse(storage?.getItem(ATTEMPT_STORAGE_KEY) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const { key, body } = value as Record<string, unknown>;
    return typeof key === 'string' && typeof body === 'string' ? { key, body } : null;
  } catch {
    return null;
  }
}

/**
 * Sends orders through `send` with an attempt's key. A call while one is on its way gets that call's answer
 * rather than sending again.
 */
export function createOrderAttempts<Answer extends { status: number }>(deps: {
  send: (body: unknown, key: string) => Promise<Answer>;
  newKey: () => string;
  storage?: AttemptStorage | null;
}) {
  const storage = deps.storage ?? null;
  let open = readStored(storage);
  let inFlight: Promise<Answer> | null = null;

  function keep(attempt: OpenAttempt | null) {
    open = attempt;
    try {
      if (attempt) storage?.setItem(ATTEMPT_STORAGE_KEY, JSON.stringify(attempt));
      else storage?.removeItem(ATTEMPT_STORAGE_KEY);
    } catch {
      // Storage refused: the attempt lives as long as the page, which covers double clicks and retries.
    }
  }

  /** The open attempt's key for this body, or a new attempt's. */
  function keyFor(body: unknown): string {
    const serialized = JSON.stringify(body);
    if (open && open.body === serialized) return open.key;
    const attempt = { key: deps.newKey(), body: serialized };
    keep(attempt);
    return attempt.key;
  }

  return {
    place(body: unknown): Promise<Answer> {
      if (inFlight) return inFlight;
      const key = keyFor(body);
      inFlight = deps
        .send(body, key)
        .then((answer) => {
          if (judgeAnswer(answer.status) !== 'unknown') keep(null);
          return answer;
        })
        .finally(() => {
          inFlight = null;
        });
      return inFlight;
    },
  };
}
