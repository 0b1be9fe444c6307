import { describe, expect, it } from 'vitest';
import type { payments } from '../../db/schema/index.js';
import { toRefunds } from './order-money.js';

const at = new Date('2026-03-01T10:00:00Z');
const row = (values: Partial<typeof payments.$inferSelect>): typeof payments.$inferSelect => ({
  id: 1,
  orderId: 1,
  kind: 'charge',
  provider: 'paytabs',
  reference: 'CM-1',
  providerRef: 'TST1',
  parentId: null,
  amount: 98_500,
  currency: 'EGP',
  status: 'paid',
  message: null,
  raw: null,
  createdAt: at,
  updatedAt: at,
  ...values,
});

describe('toRefunds', () => {
  it('tells a card refund once, never the charge, with its own state', () => {
    const rows = [row({}), row({ id: 2, kind: 'refund', parentId: 1, status: 'pending', providerRef: null })];
    expect(toRefunds(rows, [])).toEqual([
      { id: 2, amount: 98_500, to: 'card', state: 'pending', reference: null, at },
    ]);
    expect(toRefunds([rows[0]!, { ...rows[1]!, status: 'failed' }], [])[0]!.state).toBe('refused');
  });

  it('tells a refund to the wallet once although it is both a refund row and a wallet credit', () => {
    const rows = [row({ provider: 'opay' }), row({ id: 2, kind: 'refund', provider: 'wallet', parentId: 1 })];
    const credits = [
      { amount: 10_000, createdAt: at },
      { amount: 98_500, createdAt: at },
    ];
    expect(toRefunds(rows, credits)).toMatchObject([
      { id: null, amount: 10_000, to: 'wallet', state: 'done' },
      { id: 2, amount: 98_500, to: 'wallet', state: 'done' },
    ]);
  });
});
