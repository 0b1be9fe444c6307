import { describe, expect, it } from 'vitest';
import { ATTEMPT_STORAGE_KEY, createOrderAttempts, judgeAnswer } from './order-attempt';

type Answer = { status: number };

/** A fake API: records each call's key and answers with the next status queued (or a pending promise). */
function setUp(statuses: number[], storage: Map<string, string> = new Map()) {
  const calls: { body: unknown; key: string }[] = [];
  let next = 0;
  const releases: (() => void)[] = [];
  const attempts = createOrderAttempts<Answer>({
    send: (body, key) => {
      calls.push({ body, key });
      const status = statuses.shift() ?? 201;
      return new Promise((resolve) => releases.push(() => resolve({ status })));
    },
    newKey: () => `key-${++next}`,
    storage: {
      getItem: (name) => storage.get(name) ?? null,
      setItem: (name, value) => void storage.set(name, value),
      removeItem: (name) => void storage.delete(name),
    },
  });
  const answer = () => releases.shift()?.();
  return { attempts, calls, answer, storage };
}

const body = { address_id: 4, payment_method: 'cod', use_wallet: false };

describe('createOrderAttempts', () => {
  it('sends a double click once: the second press gets the first one’s answer', async () => {
    const { attempts, calls, answer } = setUp([201]);
    const first = attempts.place(body);
    const second = attempts.place(body);
    answer();
    expect(await first).toEqual({ status: 201 });
    expect(await second).toBe(await first);
    expect(calls).toHaveLength(1);
  });

  it('retries a lost answer with the same key, so the API gives back the same order', async () => {
    const { attempts, calls, answer } = setUp([0, 503, 200]);
    for (let round = 0; round < 3; round += 1) {
      const sent = attempts.place(body);
      answer();
      await sent;
    }
    expect(calls.map((call) => call.key)).toEqual(['key-1', 'key-1', 'key-1']);
  });

  it('keeps the key across a reload of the page after a lost answer', async () => {
    const first = setUp([0]);
    const sent = first.attempts.place(body);
    first.answer();
    await sent;
    expect(first.storage.has(ATTEMPT_STORAGE_KEY)).toBe(true);

    const reloaded = setUp([201], first.storage);
    const again = reloaded.attempts.place(body);
    reloaded.answer();
    await again;
    expect(reloaded.calls[0]?.key).toBe('key-1');
    expect(reloaded.storage.has(ATTEMPT_STORAGE_KEY)).toBe(false);
  });

  it('starts a new attempt after a refusal, after an order, and for another body', async () => {
    const { attempts, calls, answer } = setUp([422, 201, 201]);
    for (const sentBody of [body, body, { ...body, payment_method: 'card' }]) {
      const sent = attempts.place(sentBody);
      answer();
      await sent;
    }
    expect(calls.map((call) => call.key)).toEqual(['key-1', 'key-2', 'key-3']);
  });

  it('starts a new attempt when the shopper changes the order after a lost answer', async () => {
    const { attempts, calls, answer } = setUp([0, 201]);
    const sent = attempts.place(body);
    answer();
    await sent;
    const changed = attempts.place({ ...body, address_id: 5 });
    answer();
    await changed;
    expect(calls.map((call) => call.key)).toEqual(['key-1', 'key-2']);
  });
});

describe('judgeAnswer', () => {
  it('reads 2xx as placed, 4xx as refused, no answer and 5xx as unknown', () => {
    expect([200, 201, 409, 422, 0, 500, 503].map(judgeAnswer)).toEqual([
      'placed',
      'placed',
      'refused',
      'refused',
      'unknown',
      'unknown',
      'unknown',
    ]);
  });
});
