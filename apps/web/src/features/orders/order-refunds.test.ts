import { describe, expect, it } from 'vitest';
import { promisesDelivery, summarizeRefunds } from './order-refunds';

describe('summarizeRefunds', () => {
  it('tells each destination once, what is done apart from what is on its way', () => {
    expect(
      summarizeRefunds([
        { amount: 15_000, to: 'wallet', state: 'done' },
        { amount: 98_500, to: 'card', state: 'pending' },
        { amount: 1_500, to: 'card', state: 'refused' },
        { amount: 2_000, to: 'opay', state: 'done' },
      ]),
    ).toEqual([
      { key: 'refundWalletDone', amount: 15_000 },
      { key: 'refundCardPending', amount: 100_000 },
      { key: 'refundOpayDone', amount: 2_000 },
    ]);
  });

  it('is empty when nothing went back', () => {
    expect(summarizeRefunds([])).toEqual([]);
  });
});

describe('promisesDelivery', () => {
  it('stops promising delivery once the order is delivered or canceled', () => {
    expect(promisesDelivery('PLACED')).toBe(true);
    expect(promisesDelivery('WITH_COURIER')).toBe(true);
    expect(promisesDelivery('DELIVERED')).toBe(false);
    expect(promisesDelivery('CANCELED')).toBe(false);
  });
});
